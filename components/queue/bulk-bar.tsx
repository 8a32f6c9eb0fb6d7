"use client";

import { useState } from "react";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { runBulk } from "@/lib/queries/queue";
import { DECISIONS, KIND_LABELS, type WorkItemKind } from "@/lib/queue/kinds";
import type { WorkItemDto } from "@/lib/queue/dto";
import { useItemMutation } from "./use-item-mutation";

export interface BulkBarProps {
  selected: WorkItemDto[];
  /** Selection cleared; the message says what was recorded. */
  onDone: (message?: string) => void;
}

/**
 * One decision and one comment for every selected item (of one kind, so the decision means the
 * same for each); the server records each item's decision separately and reports each outcome.
 */
export function BulkBar({ selected, onDone }: BulkBarProps) {
  const kinds = [...new Set(selected.map((item) => item.kind))];
  const kind = kinds.length === 1 ? (kinds[0] as WorkItemKind) : undefined;
  const options = kind ? DECISIONS[kind] : [];
  const [decision, setDecision] = useState("");
  const [comment, setComment] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const ids = selected.map((item) => item.id);
  const decide = useItemMutation(() => runBulk({ action: "decide", ids, decision, comment }));
  const take = useItemMutation(() => runBulk({ action: "assign_to_me", ids }));
  const result = decide.data ?? take.data;
  const failed = result?.results.filter((entry) => !entry.ok) ?? [];

  return (
    <section
      aria-label="Bulk actions"
      className="space-y-2 rounded-lg border border-indigo-200 bg-indigo-50 p-3 dark:border-indigo-900 dark:bg-indigo-950"
    >
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-medium">{selected.length} selected</p>
        <Button size="sm" variant="secondary" onClick={() => take.mutate(undefined)}>
          Assign selected to me
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDone()}>
          Clear selection
        </Button>
      </div>
      {kind ? (
        <form
          className="grid gap-2 sm:grid-cols-[14rem_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (!decision) return setFieldError("Choose a decision.");
            if (!comment.trim()) return setFieldError("Write one comment for the selected items.");
            setFieldError(undefined);
            decide.mutate(undefined, {
              onSuccess: (data) => {
                if (data.results.every((entry) => entry.ok)) {
                  setComment("");
                  onDone(`Decision recorded for ${data.results.length} item(s).`);
                }
              },
            });
          }}
        >
          <SelectField
            label={`Decision for ${selected.length} ${KIND_LABELS[kind].toLowerCase()}(s)`}
            value={decision}
            onChange={(event) => setDecision(event.target.value)}
          >
            <option value="">Choose…</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="One comment for all (the reason)"
            rows={1}
            value={comment}
            error={fieldError}
            onChange={(event) => setComment(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={decide.isPending}>
            Apply to selected
          </Button>
        </form>
      ) : (
        <p className="text-sm">Select items of one kind to decide them together.</p>
      )}
      <div aria-live="polite" className="text-sm">
        {decide.error || take.error ? (
          <p className="text-red-700 dark:text-red-400">{(decide.error ?? take.error)?.message}</p>
        ) : null}
        {result ? (
          <p>
            {result.results.length - failed.length} of {result.results.length} recorded.
            {failed.map((entry) => ` ${entry.id}: ${entry.message}`).join(" ")}
          </p>
        ) : null}
      </div>
    </section>
  );
}
