import { useId, type SelectHTMLAttributes } from "react";
import { cn } from "@/lib/utils";

export interface LabelledSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
}

/** A select with its visible label, matching the shared TextField. */
export function LabelledSelect({ label, className, id, children, ...props }: LabelledSelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        id={selectId}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        {...props}
      >
        {children}
      </select>
    </div>
  );
}
