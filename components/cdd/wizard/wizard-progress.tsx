"use client";

import { WIZARD_STEPS } from "@/lib/cdd/wizard-steps";
import { cn } from "@/lib/utils";

export interface WizardProgressProps {
  step: number;
  /** Earlier steps can be reopened; later ones only through "Next", which validates. */
  onSelect: (step: number) => void;
}

export function WizardProgress({ step, onSelect }: WizardProgressProps) {
  return (
    <ol aria-label="Steps" className="flex flex-wrap gap-2 text-sm">
      {WIZARD_STEPS.map((item, index) => {
        const current = index === step;
        const label = `${index + 1}. ${item.title}`;
        return (
          <li key={item.id}>
            {index < step ? (
              <button
                type="button"
                onClick={() => onSelect(index)}
                className="rounded-full border border-indigo-300 px-3 py-1 text-indigo-800 hover:bg-indigo-50 dark:border-indigo-700 dark:text-indigo-200 dark:hover:bg-indigo-950"
              >
                {label}
              </button>
            ) : (
              <span
                aria-current={current ? "step" : undefined}
                className={cn(
                  "inline-block rounded-full border px-3 py-1",
                  current
                    ? "border-indigo-600 bg-indigo-600 text-white"
                    : "border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-400",
                )}
              >
                {label}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
