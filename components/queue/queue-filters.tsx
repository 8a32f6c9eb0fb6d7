"use client";

import { SelectField } from "@/components/ui/field";
import { KIND_LABELS, STATE_LABELS, WORK_ITEM_KINDS, WORK_ITEM_STATES } from "@/lib/queue/kinds";
import type { QueueParams } from "@/lib/queue/url-params";
import { FilterPanel } from "@/components/ui/filter-panel";

export interface QueueFiltersProps {
  params: QueueParams;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** Kind, console state, assignee, age and severity; every change goes back to page 1. */
export function QueueFilters({ params, onChange }: QueueFiltersProps) {
  const set = (changes: Record<string, string | undefined>) =>
    onChange({ ...changes, page: undefined });
  return (
    <FilterPanel label="Filter the queue" className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <SelectField
        label="Kind"
        value={params.kind.join(",")}
        onChange={(event) => set({ kind: event.target.value || undefined })}
      >
        <option value="">All kinds</option>
        {WORK_ITEM_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="State in the console"
        value={params.state}
        onChange={(event) => set({ state: event.target.value })}
      >
        <option value="active">Still to do (open, escalated, waiting)</option>
        {WORK_ITEM_STATES.map((state) => (
          <option key={state} value={state}>
            {STATE_LABELS[state]}
          </option>
        ))}
        <option value="all">Every state</option>
      </SelectField>
      <SelectField
        label="Assignee"
        value={params.assignee}
        onChange={(event) => set({ assignee: event.target.value })}
      >
        <option value="any">Anyone</option>
        <option value="me">Assigned to me</option>
        <option value="unassigned">Unassigned</option>
      </SelectField>
      <SelectField
        label="Waiting for"
        value={params.age}
        onChange={(event) => set({ age: event.target.value || undefined })}
      >
        <option value="">Any time</option>
        <option value="1h">More than an hour</option>
        <option value="24h">More than a day</option>
        <option value="7d">More than a week</option>
        <option value="30d">More than 30 days</option>
      </SelectField>
      <SelectField
        label="Severity"
        value={params.severity.join(",")}
        onChange={(event) => set({ severity: event.target.value || undefined })}
      >
        <option value="">Any severity</option>
        <option value="high">High</option>
        <option value="medium">Medium</option>
        <option value="low">Low</option>
        <option value="high,medium">High or medium</option>
      </SelectField>
    </FilterPanel>
  );
}
