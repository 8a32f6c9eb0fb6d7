"use client";

import { useId, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { AUDIT_FILTER_KEYS, type AuditFilterValues } from "@/lib/queries/audit";

export interface AuditFiltersFormProps {
  actions: readonly string[];
  values: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
}

const selectClass =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900";

/**
 * Uncontrolled inputs keyed by the URL: what is typed stays until "Apply" puts it in the URL,
 * and a back/forward navigation refills the form from the URL.
 */
export function AuditFiltersForm({ actions, values, onApply }: AuditFiltersFormProps) {
  const actionId = useId();
  const outcomeId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: AuditFilterValues = {};
    for (const key of AUDIT_FILTER_KEYS) {
      const value = String(data.get(key) ?? "").trim();
      if (value) next[key] = value;
    }
    onApply(next);
  };
  return (
    <form
      key={JSON.stringify(values)}
      onSubmit={submit}
      aria-label="Filter the audit log"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <TextField label="Actor e-mail" name="actor" type="email" defaultValue={values.actor} />
      <div className="flex flex-col gap-1">
        <label htmlFor={actionId} className="text-sm font-medium">
          Action
        </label>
        <select
          id={actionId}
          name="action"
          defaultValue={values.action ?? ""}
          className={selectClass}
        >
          <option value="">Any action</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Target type"
        name="target_type"
        defaultValue={values.target_type}
        hint="e.g. user, share_link, webhook"
      />
      <TextField label="Target id" name="target_id" defaultValue={values.target_id} />
      <div className="flex flex-col gap-1">
        <label htmlFor={outcomeId} className="text-sm font-medium">
          Outcome
        </label>
        <select
          id={outcomeId}
          name="outcome"
          defaultValue={values.outcome ?? ""}
          className={selectClass}
        >
          <option value="">Any outcome</option>
          <option value="success">Success</option>
          <option value="failure">Failure</option>
        </select>
      </div>
      <TextField label="From (UTC day)" name="from" type="date" defaultValue={values.from} />
      <TextField label="To (UTC day, included)" name="to" type="date" defaultValue={values.to} />
      <div className="flex items-end gap-2">
        <Button type="submit">Apply filters</Button>
        <Button variant="secondary" onClick={() => onApply({})}>
          Clear
        </Button>
      </div>
    </form>
  );
}
