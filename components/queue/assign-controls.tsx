"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SelectField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { assignItem, assigneesQuery } from "@/lib/queries/queue";
import type { AssignBody } from "@/lib/queue/schemas";
import { useItemMutation } from "./use-item-mutation";

export interface AssignControlsProps {
  itemId: string;
  assigneeId: string | null;
  me: string;
}

/** To me, to a colleague, or to nobody. */
export function AssignControls({ itemId, assigneeId, me }: AssignControlsProps) {
  const colleagues = useQuery(assigneesQuery);
  const [colleague, setColleague] = useState("");
  const mutation = useItemMutation((body: AssignBody) => assignItem(itemId, body));
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        {assigneeId !== me ? (
          <Button
            size="sm"
            onClick={() => mutation.mutate({ to: "me" })}
            disabled={mutation.isPending}
          >
            Assign to me
          </Button>
        ) : null}
        {assigneeId ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => mutation.mutate({ to: "nobody" })}
            disabled={mutation.isPending}
          >
            Unassign
          </Button>
        ) : null}
        <SelectField
          label="Colleague"
          value={colleague}
          onChange={(event) => setColleague(event.target.value)}
        >
          <option value="">Choose…</option>
          {(colleagues.data?.items ?? [])
            .filter((user) => user.id !== me)
            .map((user) => (
              <option key={user.id} value={user.id}>
                {user.name} ({user.email})
              </option>
            ))}
        </SelectField>
        <Button
          size="sm"
          variant="secondary"
          disabled={!colleague || mutation.isPending}
          onClick={() => mutation.mutate({ to: "user", user_id: colleague })}
        >
          Assign to colleague
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-red-700 dark:text-red-400">
        {mutation.error?.message}
      </p>
    </div>
  );
}
