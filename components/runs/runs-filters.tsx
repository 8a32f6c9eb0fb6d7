"use client";

import { TextField, SelectField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import type { RegisteredFlowDto } from "@/lib/flows/schemas";
import { RUN_STATUSES, RUN_TRIGGER_TYPES, statusLabel, triggerLabel } from "@/lib/runs/status";
import { hasFilters, type RunListParams } from "@/lib/runs/url-params";
import { FilterPanel } from "@/components/ui/filter-panel";

export interface RunsFiltersProps {
  params: RunListParams;
  flows: RegisteredFlowDto[];
  /** Merges changes into the URL; every filter change goes back to page 1. */
  onChange: (changes: Record<string, string | undefined>) => void;
}

export function RunsFilters({ params, flows, onChange }: RunsFiltersProps) {
  const set = (changes: Record<string, string | undefined>) =>
    onChange({ ...changes, page: undefined });
  const toggleStatus = (status: string, on: boolean) => {
    const next = on ? [...params.status, status] : params.status.filter((s) => s !== status);
    set({ status: next.join(",") || undefined });
  };
  const flowKnown = !params.flow_id || flows.some((flow) => flow.id === params.flow_id);

  return (
    <FilterPanel label="Filter the runs" className="space-y-3">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Status</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {RUN_STATUSES.map((status) => (
            <label key={status} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={params.status.includes(status)}
                onChange={(event) => toggleStatus(status, event.target.checked)}
              />
              {statusLabel(status)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Flow"
          value={params.flow_id ?? ""}
          onChange={(event) => set({ flow_id: event.target.value || undefined })}
        >
          <option value="">All flows</option>
          {flowKnown ? null : <option value={params.flow_id}>{params.flow_id}</option>}
          {flows.map((flow) => (
            <option key={flow.id} value={flow.id}>
              {flow.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Trigger"
          value={params.trigger_type ?? ""}
          onChange={(event) => set({ trigger_type: event.target.value || undefined })}
        >
          <option value="">All triggers</option>
          {RUN_TRIGGER_TYPES.map((trigger) => (
            <option key={trigger} value={trigger}>
              {triggerLabel(trigger)}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Triggered from"
          type="date"
          hint="UTC day, inclusive"
          value={params.from?.slice(0, 10) ?? ""}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
        <TextField
          label="Triggered to"
          type="date"
          hint="UTC day, inclusive"
          value={params.to?.slice(0, 10) ?? ""}
          onChange={(event) => set({ to: event.target.value || undefined })}
        />
      </div>
      {hasFilters(params) ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            set({
              status: undefined,
              flow_id: undefined,
              trigger_type: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          Clear filters
        </Button>
      ) : null}
    </FilterPanel>
  );
}
