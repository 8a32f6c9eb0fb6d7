"use client";

import { useEffect, useRef, useState } from "react";
import { TextAreaField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { decideItem } from "@/lib/queries/queue";
import { DECISIONS, type WorkItemKind } from "@/lib/queue/kinds";
import { decideBodySchema } from "@/lib/queue/schemas";
import { useItemMutation } from "./use-item-mutation";

export interface DecisionFormProps {
  itemId: string;
  kind: WorkItemKind;
  /** Set by a decision key in the keyboard review; the reason field then takes the focus. */
  picked?: { value: string; at: number };
}

/** A disposition needs a reason; what was typed stays in the field when the server says no. */
export function DecisionForm({ itemId, kind, picked }: DecisionFormProps) {
  const options = DECISIONS[kind];
  const [decision, setDecision] = useState(options[0].value);
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const mutation = useItemMutation(() => decideItem(itemId, decision, reason));

  // A decision key picks the decision during render (no effect-driven second render); the
  // focus follows in an effect. The view clears the pick whenever another item opens, so a pick
  // made while this item was still loading is applied when the form appears.
  const [seenPick, setSeenPick] = useState<number>();
  if (picked && picked.at !== seenPick) {
    setSeenPick(picked.at);
    if (options.some((option) => option.value === picked.value)) setDecision(picked.value);
  }
  const focusedPick = useRef<number>(undefined);
  useEffect(() => {
    if (!picked || picked.at === focusedPick.current) return;
    focusedPick.current = picked.at;
    reasonRef.current?.focus();
  }, [picked]);

  const submit = () => {
    const parsed = decideBodySchema.safeParse({ decision, reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      reasonRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    mutation.mutate(undefined, { onSuccess: () => setReason("") });
  };

  return (
    <form
      className="space-y-2"
      aria-label="Decision"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium">Decision (recorded in the console)</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {options.map((option) => (
            <label key={option.value} className="flex items-center gap-1.5 text-sm">
              <input
                type="radio"
                name={`decision-${itemId}`}
                value={option.value}
                checked={decision === option.value}
                onChange={() => setDecision(option.value)}
              />
              {option.label} <kbd className="text-xs text-slate-500">{option.key}</kbd>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        ref={reasonRef}
        label="Reason"
        required
        rows={3}
        value={reason}
        error={fieldError}
        hint="Ctrl+Enter records the decision."
        onChange={(event) => setReason(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <div aria-live="polite" className="text-sm">
        {mutation.error ? (
          <p className="text-red-700 dark:text-red-400">{mutation.error.message}</p>
        ) : null}
        {mutation.isSuccess ? <p>Decision recorded.</p> : null}
      </div>
      <Button type="submit" size="sm" disabled={mutation.isPending}>
        Record decision
      </Button>
    </form>
  );
}
