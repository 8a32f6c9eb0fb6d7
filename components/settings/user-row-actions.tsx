"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import type { UpdateUserInput } from "@/lib/admin/user-schemas";
import { signOutUser, updateUser, type UserDto } from "@/lib/queries/users";
import type { UserColumnsOptions } from "./user-options";

export interface UserRowActionsProps extends UserColumnsOptions {
  user: UserDto;
}

/** Each button names its user for screen readers (sr-only), since every row has the same ones. */
export function UserRowActions({ user, onFeedback, onResetPassword }: UserRowActionsProps) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ changes }: { changes: UpdateUserInput; done: string }) =>
      updateUser(user.id, changes),
    onSuccess: (_data, { done }) => {
      onFeedback({ tone: "success", title: "Saved", message: done });
      return queryClient.invalidateQueries({ queryKey: ["users"] });
    },
    onError: (error) =>
      onFeedback({ tone: "error", title: `${user.email} was not changed`, message: error.message }),
  });
  const signOut = useMutation({
    mutationFn: () => signOutUser(user.id),
    onSuccess: () =>
      onFeedback({
        tone: "success",
        title: "Signed out",
        message: `Every open session of ${user.email} was ended.`,
      }),
    onError: (error) =>
      onFeedback({ tone: "error", title: "Nothing was signed out", message: error.message }),
  });
  const otherRole = user.role === "admin" ? "analyst" : "admin";
  const busy = change.isPending || signOut.isPending;

  return (
    <div className="flex flex-wrap gap-1">
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() =>
          change.mutate({
            changes: { role: otherRole },
            done: `${user.email} is now ${otherRole === "admin" ? "an admin" : "an analyst"}; their open sessions were signed out.`,
          })
        }
      >
        {otherRole === "admin" ? "Make admin" : "Make analyst"}
        <span className="sr-only"> {user.email}</span>
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => onResetPassword(user)}>
        Reset password
        <span className="sr-only"> {user.email}</span>
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => signOut.mutate()}>
        Sign out
        <span className="sr-only"> {user.email}</span>
      </Button>
      {user.disabledAt ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() =>
            change.mutate({
              changes: { disabled: false },
              done: `${user.email} can sign in again.`,
            })
          }
        >
          Enable
          <span className="sr-only"> {user.email}</span>
        </Button>
      ) : (
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() =>
            change.mutate({
              changes: { disabled: true },
              done: `${user.email} is disabled; their open sessions stop working on their next request.`,
            })
          }
        >
          Disable
          <span className="sr-only"> {user.email}</span>
        </Button>
      )}
    </div>
  );
}
