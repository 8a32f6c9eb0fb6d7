"use client";

import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TextField } from "@/components/ui/field";
import type { CddCreateBody } from "@/lib/api/schemas/cdd";
import { registryPullUnavailableReason } from "@/lib/cdd/countries";
import type { CddWizardValues } from "@/lib/cdd/wizard-schema";

/** Step 4: the risk check set and the registry pull, which only DE and IT companies support. */
export function StepOptions() {
  const { register, control, formState } = useFormContext<
    CddWizardValues,
    unknown,
    CddCreateBody
  >();
  const country = useWatch({ control, name: "country_code" });
  const reason = registryPullUnavailableReason(country);
  const pullError = formState.errors.pull_registry_documents?.message;
  const id = useId();

  return (
    <div className="space-y-5">
      <TextField
        label="Risk check set"
        hint="The ID of the risk check set to run. Leave empty for your organisation's default set."
        error={formState.errors.risk_check_set_id?.message}
        {...register("risk_check_set_id")}
      />
      <div className="flex items-start gap-2">
        <input
          id={`${id}-pull`}
          type="checkbox"
          className="mt-1"
          disabled={reason !== undefined}
          aria-invalid={pullError ? true : undefined}
          aria-describedby={`${id}-pull-hint${pullError ? ` ${id}-pull-error` : ""}`}
          {...register("pull_registry_documents")}
        />
        <div className="text-sm">
          <label htmlFor={`${id}-pull`} className="font-medium">
            Pull registry documents
          </label>
          <p id={`${id}-pull-hint`} className="text-slate-600 dark:text-slate-400">
            {reason ??
              "Fetch the official registry documents (excerpt, shareholder list, history) into the case."}
          </p>
          {pullError ? (
            <p id={`${id}-pull-error`} className="text-red-700 dark:text-red-400">
              {pullError}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
