"use client";

import { Button } from "@/components/ui/button";
import type { HitFilter } from "@/lib/screening/hits";
import { categoryLabel, HIT_STATUS_ORDER, hitStatusLabel } from "@/lib/screening/labels";
import type { HitCounts } from "@/lib/screening/params";
import { FilterPanel } from "@/components/ui/filter-panel";

export interface HitFiltersProps {
  counts: HitCounts;
  filter: Required<HitFilter>;
  onChange: (filter: Required<HitFilter>) => void;
}

function toggle(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...list, value] : list.filter((item) => item !== value);
}

function FacetGroup({
  legend,
  values,
  chosen,
  counts,
  label,
  onToggle,
}: {
  legend: string;
  values: string[];
  chosen: readonly string[];
  counts: Record<string, number>;
  label: (value: string) => string;
  onToggle: (value: string, on: boolean) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {values.length === 0 ? <span className="text-sm text-slate-600">None yet</span> : null}
        {values.map((value) => (
          <label key={value} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={chosen.includes(value)}
              onChange={(event) => onToggle(value, event.target.checked)}
            />
            {label(value)} ({counts[value] ?? 0})
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Status and category checkboxes with how many hits each would show; none ticked shows all. */
export function HitFilters({ counts, filter, onChange }: HitFiltersProps) {
  const statuses = [
    ...HIT_STATUS_ORDER,
    ...Object.keys(counts.byStatus).filter(
      (status) => !(HIT_STATUS_ORDER as readonly string[]).includes(status),
    ),
  ];
  const categories = [...new Set([...Object.keys(counts.byCategory).sort(), ...filter.category])];
  const active = filter.status.length > 0 || filter.category.length > 0;
  return (
    <FilterPanel label="Filter the hits" className="flex flex-wrap items-end gap-6">
      <FacetGroup
        legend="Status"
        values={statuses}
        chosen={filter.status}
        counts={counts.byStatus}
        label={hitStatusLabel}
        onToggle={(value, on) => onChange({ ...filter, status: toggle(filter.status, value, on) })}
      />
      <FacetGroup
        legend="Category"
        values={categories}
        chosen={filter.category}
        counts={counts.byCategory}
        label={categoryLabel}
        onToggle={(value, on) =>
          onChange({ ...filter, category: toggle(filter.category, value, on) })
        }
      />
      {active ? (
        <Button size="sm" variant="ghost" onClick={() => onChange({ status: [], category: [] })}>
          Clear filters
        </Button>
      ) : null}
    </FilterPanel>
  );
}
