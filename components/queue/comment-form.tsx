"use client";

import { useState } from "react";
import { TextAreaField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { commentOnItem } from "@/lib/queries/queue";
import { commentBodySchema } from "@/lib/queue/schemas";
import { useItemMutation } from "./use-item-mutation";

export function CommentForm({ itemId }: { itemId: string }) {
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const mutation = useItemMutation(() => commentOnItem(itemId, text));
  return (
    <form
      className="space-y-2"
      aria-label="Comment"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = commentBodySchema.safeParse({ text });
        if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
        setFieldError(undefined);
        mutation.mutate(undefined, { onSuccess: () => setText("") });
      }}
    >
      <TextAreaField
        label="Comment"
        rows={2}
        value={text}
        error={fieldError}
        onChange={(event) => setText(event.target.value)}
      />
      <p aria-live="polite" className="text-sm text-red-700 dark:text-red-400">
        {mutation.error?.message}
      </p>
      <Button type="submit" size="sm" variant="secondary" disabled={mutation.isPending}>
        Add comment
      </Button>
    </form>
  );
}
