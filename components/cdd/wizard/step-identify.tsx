"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { TextField } from "@/components/ui/field";
import type { CddCreateBody } from "@/lib/api/schemas/cdd";
import { supportsRegisterNumber } from "@/lib/cdd/countries";
import type { CddWizardValues, IdentifyShape } from "@/lib/cdd/wizard-schema";
import { CountryField } from "./country-field";

const SHAPES: { value: IdentifyShape; label: string; hint: string }[] = [
  { value: "website", label: "By its website", hint: "Any business with a website." },
  {
    value: "legal_name",
    label: "By its legal name and country",
    hint: "The name as registered, with the country of registration.",
  },
  {
    value: "register_number",
    label: "By its register number and country",
    hint: "Companies in the United Kingdom, France and Italy only.",
  },
];

/** Step 1: one of the three ways the service can identify a business (docs/spec-assumptions.md). */
export function StepIdentify() {
  const { register, control, getValues, setValue, clearErrors, formState } = useFormContext<
    CddWizardValues,
    unknown,
    CddCreateBody
  >();
  const shape = useWatch({ control, name: "shape" });
  const errors = formState.errors;

  return (
    <div className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">How do you identify the business?</legend>
        {SHAPES.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              value={option.value}
              className="mt-1"
              {...register("shape", {
                onChange: (event: { target: { value: string } }) => {
                  // A country outside GB/FR/IT cannot stay selected in the register-number list.
                  if (
                    event.target.value === "register_number" &&
                    !supportsRegisterNumber(getValues("country_code"))
                  ) {
                    setValue("country_code", "");
                  }
                  clearErrors(["website", "legal_name", "register_number", "country_code"]);
                },
              })}
            />
            <span>
              <span className="font-medium">{option.label}</span>
              <span className="block text-slate-600 dark:text-slate-400">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {shape === "website" ? (
        <TextField
          label="Website"
          hint="For example acme.example or https://acme.example"
          autoComplete="url"
          error={errors.website?.message}
          {...register("website")}
        />
      ) : null}
      {shape === "legal_name" ? (
        <>
          <TextField
            label="Legal name"
            autoComplete="organization"
            error={errors.legal_name?.message}
            {...register("legal_name")}
          />
          <CountryField hint="Where the company is registered." />
        </>
      ) : null}
      {shape === "register_number" ? (
        <>
          <CountryField registerOnly hint="Register numbers are supported for GB, FR and IT." />
          <TextField
            label="Register number"
            hint="Companies House number (GB), SIREN or SIRET (FR), P.IVA (IT)."
            error={errors.register_number?.message}
            {...register("register_number")}
          />
        </>
      ) : null}
    </div>
  );
}
