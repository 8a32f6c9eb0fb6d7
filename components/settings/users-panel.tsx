"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DataTable } from "@/components/data-table/data-table";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { usersQuery, type UserDto } from "@/lib/queries/users";
import { CreateUserForm } from "./create-user-form";
import { ResetPasswordForm } from "./reset-password-form";
import { userColumns } from "./user-columns";
import type { UserFeedback } from "./user-options";

export function UsersPanel({ currentUserId }: { currentUserId: string }) {
  const users = useQuery(usersQuery);
  const [creating, setCreating] = useState(0);
  const [resetting, setResetting] = useState<UserDto | null>(null);
  const [feedback, setFeedback] = useState<UserFeedback | null>(null);
  const columns = userColumns({
    currentUserId,
    onFeedback: setFeedback,
    onResetPassword: setResetting,
  });

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setCreating((n) => n + 1)}>Add user</Button>
      </div>
      <div aria-live="polite">
        {feedback ? (
          <Alert tone={feedback.tone} title={feedback.title}>
            {feedback.message}
          </Alert>
        ) : null}
      </div>
      <DataTable
        caption="Console users"
        columns={columns}
        data={users.data ?? []}
        getRowId={(user) => user.id}
        isLoading={users.isPending}
        error={users.error}
        emptyMessage="No users yet."
      />
      <Dialog open={creating > 0} title="Add user" onClose={() => setCreating(0)}>
        <CreateUserForm key={creating} onDone={() => setCreating(0)} />
      </Dialog>
      <Dialog
        open={resetting !== null}
        title={resetting ? `Reset the password of ${resetting.email}` : "Reset password"}
        description="Every open session of this user is signed out."
        onClose={() => setResetting(null)}
      >
        {resetting ? (
          <ResetPasswordForm
            key={resetting.id}
            user={resetting}
            onDone={() => setResetting(null)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
