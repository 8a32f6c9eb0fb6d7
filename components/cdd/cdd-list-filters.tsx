"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { dateRangeProblem, type CddListFilters } from "@/lib/cdd/list-filters";
import { useHydrated } from "@/lib/hooks/use-hydrated";

export interface CddListFiltersFormProps {
  filters: CddListFilters;
  onApply: (filters: CddListFilters) => void;
}

/**
 * Search by creation date or by external ID: the service takes one or the other (an external ID
 * overrides the dates), so the form offers one at a time and sends only its own parameters. Its
 * controls wait for hydration, as every list's filters do (components/ui/filter-panel.tsx).
 */
export function CddListFiltersForm({ filters, onApply }: CddListFiltersFormProps) {
  const hydrated = useHydrated();
  const [mode, setMode] = useState(filters.mode);
  const [from, setFrom] = useState(filters.mode === "dates" ? (filters.from ?? "") : "");
  const [to, setTo] = useState(filters.mode === "dates" ? (filters.to ?? "") : "");
  const [externalId, setExternalId] = useState(
    filters.mode === "external_id" ? filters.externalId : "",
  );
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === "external_id") {
      if (externalId.trim() === "") {
        setProblem("Enter the external ID to look for.");
        return;
      }
      setProblem(undefined);
      onApply({ mode, externalId: externalId.trim() });
      return;
    }
    const rangeProblem = dateRangeProblem(from, to);
    setProblem(rangeProblem);
    if (!rangeProblem) onApply({ mode, from: from || undefined, to: to || undefined });
  };

  const clear = () => {
    setFrom("");
    setTo("");
    setExternalId("");
    setProblem(undefined);
    onApply({ mode: "dates" });
  };

  return (
    <form
      role="search"
      aria-label="Filter cases"
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <fieldset disabled={!hydrated} className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium">Find cases by</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="cdd-filter-mode"
            checked={mode === "dates"}
            onChange={() => setMode("dates")}
          />
          Creation date
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="cdd-filter-mode"
            checked={mode === "external_id"}
            onChange={() => setMode("external_id")}
          />
          External ID
        </label>
      </fieldset>
      {mode === "dates" ? (
        <>
          <TextField
            label="Created from"
            type="date"
            value={from}
            max={to || undefined}
            error={problem}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            label="Created to"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </>
      ) : (
        <TextField
          label="External ID"
          value={externalId}
          error={problem}
          onChange={(event) => setExternalId(event.target.value)}
        />
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={!hydrated}>
          Apply
        </Button>
        <Button variant="secondary" disabled={!hydrated} onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
