"use client";

import { useState, type FormEvent } from "react";
import { SelectField, TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { SCREENING_SEARCH_STATUSES } from "@/lib/api/schemas/screening";
import { HIT_STATUS_ORDER, hitStatusLabel } from "@/lib/screening/labels";
import { FilterPanel } from "@/components/ui/filter-panel";

export interface SearchFilterValues {
  status: string[];
  hitStatus?: string;
  reference?: string;
}

export interface SearchFiltersProps {
  values: SearchFilterValues;
  statusCounts: Record<string, number>;
  onChange: (values: SearchFilterValues) => void;
}

export function SearchFilters({ values, statusCounts, onChange }: SearchFiltersProps) {
  const [reference, setReference] = useState(values.reference ?? "");
  const toggle = (status: string, on: boolean) =>
    onChange({
      ...values,
      status: on ? [...values.status, status] : values.status.filter((item) => item !== status),
    });
  const applyReference = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...values, reference: reference.trim() || undefined });
  };

  return (
    <FilterPanel label="Filter the searches" className="flex flex-wrap items-end gap-6">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Status</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {SCREENING_SEARCH_STATUSES.map((status) => (
            <label key={status} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={values.status.includes(status)}
                onChange={(event) => toggle(status, event.target.checked)}
              />
              {status} ({statusCounts[status] ?? 0})
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        label="With hits"
        value={values.hitStatus ?? ""}
        onChange={(event) => onChange({ ...values, hitStatus: event.target.value || undefined })}
      >
        <option value="">Any</option>
        {HIT_STATUS_ORDER.map((status) => (
          <option key={status} value={status}>
            At least one {hitStatusLabel(status).toLowerCase()}
          </option>
        ))}
      </SelectField>
      <form onSubmit={applyReference} noValidate className="flex items-end gap-2">
        <TextField
          label="Reference contains"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </form>
    </FilterPanel>
  );
}
