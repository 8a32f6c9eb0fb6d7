"use client";

import { useState } from "react";
import { TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { reopenItem } from "@/lib/queries/queue";
import { reopenBodySchema } from "@/lib/queue/schemas";
import { useItemMutation } from "./use-item-mutation";

/** Admins only: a closed item back to open, with the reason in its history. */
export function ReopenForm({ itemId }: { itemId: string }) {
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const mutation = useItemMutation(() => reopenItem(itemId, reason));
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label="Reopen"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = reopenBodySchema.safeParse({ reason });
        if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
        setFieldError(undefined);
        mutation.mutate(undefined, { onSuccess: () => setReason("") });
      }}
    >
      <TextField
        label="Why reopen"
        value={reason}
        error={fieldError ?? mutation.error?.message}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" size="sm" variant="secondary" disabled={mutation.isPending}>
        Reopen
      </Button>
    </form>
  );
}
