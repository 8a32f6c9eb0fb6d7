"use client";

import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES } from "@/lib/api/schemas/webhook";

export interface EventCheckboxesProps {
  registration: UseFormRegisterReturn<"events">;
  error?: string;
  onSelectAll: () => void;
}

/** The seven event types, each with what it announces (spec §6). */
export function EventCheckboxes({ registration, error, onSelectAll }: EventCheckboxesProps) {
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <div className="flex items-center justify-between gap-2">
        <legend className="text-sm font-medium">Events</legend>
        <Button variant="ghost" size="sm" onClick={onSelectAll}>
          Select all
        </Button>
      </div>
      {WEBHOOK_EVENT_TYPES.map((type) => (
        <label key={type} className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            value={type}
            className="mt-1"
            aria-invalid={error ? true : undefined}
            {...registration}
          />
          <span>
            <code className="font-mono text-xs">{type}</code>
            <span className="block text-slate-600 dark:text-slate-400">
              {WEBHOOK_EVENT_DESCRIPTIONS[type]}
            </span>
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
