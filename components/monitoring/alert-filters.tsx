"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { AcknowledgementFilter } from "@/lib/monitoring/alert-links";
import { fromLocalInput, toLocalInput } from "@/lib/monitoring/date-range";
import { FilterPanel } from "@/components/ui/filter-panel";

export interface AlertFiltersProps {
  acknowledgement: AcknowledgementFilter;
  after?: string;
  before?: string;
  onAcknowledgementChange: (value: AcknowledgementFilter) => void;
  onRangeChange: (range: { after?: string; before?: string }) => void;
}

const choices: { value: AcknowledgementFilter; label: string }[] = [
  { value: "all", label: "All alerts" },
  { value: "unacknowledged", label: "Unacknowledged only" },
  { value: "acknowledged", label: "Acknowledged only" },
];

/** Acknowledgement applies at once; the execution-time range on "Apply", once it makes sense. */
export function AlertFilters(props: AlertFiltersProps) {
  const [after, setAfter] = useState(props.after ? toLocalInput(props.after) : "");
  const [before, setBefore] = useState(props.before ? toLocalInput(props.before) : "");
  const [error, setError] = useState<string | null>(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    const afterIso = fromLocalInput(after);
    const beforeIso = fromLocalInput(before);
    if (afterIso && beforeIso && afterIso >= beforeIso) {
      setError("“Executed before” must be later than “Executed after”.");
      return;
    }
    setError(null);
    props.onRangeChange({ after: afterIso, before: beforeIso });
  }

  function clear() {
    setAfter("");
    setBefore("");
    setError(null);
    props.onRangeChange({});
  }

  return (
    <FilterPanel label="Filter the alerts" className="flex flex-wrap items-end gap-6">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Show</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {choices.map((choice) => (
            <label key={choice.value} className="flex items-center gap-1.5 text-sm">
              <input
                type="radio"
                name="acknowledgement"
                className="h-4 w-4"
                checked={props.acknowledgement === choice.value}
                onChange={() => props.onAcknowledgementChange(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3">
        <TextField
          label="Executed after"
          type="datetime-local"
          value={after}
          onChange={(event) => setAfter(event.target.value)}
        />
        <TextField
          label="Executed before"
          type="datetime-local"
          value={before}
          error={error ?? undefined}
          onChange={(event) => setBefore(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        {props.after || props.before ? (
          <Button variant="ghost" onClick={clear}>
            Clear time range
          </Button>
        ) : null}
      </form>
    </FilterPanel>
  );
}
