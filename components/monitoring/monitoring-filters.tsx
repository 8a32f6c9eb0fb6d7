"use client";

import { useState, type FormEvent } from "react";
import { SelectField, TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { MONITORING_STATES } from "@/lib/api/schemas/monitoring";
import type { MonitoringFilter } from "@/lib/monitoring/monitoring-list-params";
import { FilterPanel } from "@/components/ui/filter-panel";

export interface MonitoringFiltersProps {
  filter: MonitoringFilter;
  onChange: (filter: MonitoringFilter) => void;
}

const modes: { value: MonitoringFilter["mode"]; label: string }[] = [
  { value: "none", label: "No filter" },
  { value: "state", label: "By state" },
  { value: "website", label: "By website" },
];

/**
 * The upstream takes a state or a website, never both (website wins), and a filtered answer is
 * every match at once, unsorted and unpaged. One choice at a time makes that visible.
 */
export function MonitoringFilters({ filter, onChange }: MonitoringFiltersProps) {
  const [mode, setMode] = useState<MonitoringFilter["mode"]>(filter.mode);
  const [website, setWebsite] = useState(filter.mode === "website" ? (filter.website ?? "") : "");
  const [error, setError] = useState<string | null>(null);

  function chooseMode(next: MonitoringFilter["mode"]) {
    setMode(next);
    setError(null);
    if (next === "none") onChange({ mode: "none" });
  }

  function applyWebsite(event: FormEvent) {
    event.preventDefault();
    if (!website.trim()) {
      setError("Enter the monitored website, e.g. www.example.com.");
      return;
    }
    setError(null);
    onChange({ mode: "website", website: website.trim() });
  }

  return (
    <FilterPanel label="Filter the monitorings" className="space-y-3">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Filter</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {modes.map((choice) => (
            <label key={choice.value} className="flex items-center gap-1.5 text-sm">
              <input
                type="radio"
                name="monitoring-filter"
                className="h-4 w-4"
                checked={mode === choice.value}
                onChange={() => chooseMode(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p id="monitoring-filter-rule" className="text-sm text-slate-700 dark:text-slate-300">
        State and website filters do not combine: choose one. A filter returns every matching
        monitoring at once, in the default order (latest execution first); sorting and paging apply
        only to the unfiltered list.
      </p>
      {mode === "state" ? (
        <SelectField
          label="State"
          className="max-w-xs"
          value={filter.mode === "state" ? (filter.state ?? "") : ""}
          onChange={(event) =>
            onChange(
              event.target.value ? { mode: "state", state: event.target.value } : { mode: "none" },
            )
          }
        >
          <option value="">Choose a state</option>
          {MONITORING_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
      ) : null}
      {mode === "website" ? (
        <form onSubmit={applyWebsite} noValidate className="flex flex-wrap items-end gap-3">
          <TextField
            label="Website"
            className="w-80"
            value={website}
            error={error ?? undefined}
            hint="Exact site; the scheme, www. and a trailing slash do not matter."
            onChange={(event) => setWebsite(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        </form>
      ) : null}
    </FilterPanel>
  );
}
