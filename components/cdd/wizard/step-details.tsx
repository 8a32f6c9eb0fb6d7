"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { TextAreaField, TextField } from "@/components/ui/field";
import type { CddCreateBody } from "@/lib/api/schemas/cdd";
import type { CddWizardValues } from "@/lib/cdd/wizard-schema";
import { CountryField } from "./country-field";

/** Step 2: what else is known about the business. All optional; step 1's fields are not repeated. */
export function StepDetails() {
  const { register, control, formState } = useFormContext<
    CddWizardValues,
    unknown,
    CddCreateBody
  >();
  const shape = useWatch({ control, name: "shape" });
  const errors = formState.errors;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Everything here is optional; each detail helps the checks.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {shape !== "legal_name" ? (
          <TextField
            label="Legal name"
            autoComplete="organization"
            error={errors.legal_name?.message}
            {...register("legal_name")}
          />
        ) : null}
        {shape === "website" ? <CountryField /> : null}
        {shape !== "website" ? (
          <TextField
            label="Website"
            hint="For example acme.example"
            autoComplete="url"
            error={errors.website?.message}
            {...register("website")}
          />
        ) : null}
        <TextField
          label="Business e-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          label="VAT number"
          error={errors.vat_number?.message}
          {...register("vat_number")}
        />
        <TextField
          label="External ID"
          hint="Your own reference for this business; the case list can find the case by it."
          error={errors.external_id?.message}
          {...register("external_id")}
        />
      </div>
      <TextAreaField
        label="Registered address"
        rows={2}
        error={errors.address?.message}
        {...register("address")}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Trading name"
          hint="The name the business trades under (DBA), if different."
          error={errors.trading_name?.message}
          {...register("trading_name")}
        />
        <TextField
          label="Trading address"
          error={errors.trading_address?.message}
          {...register("trading_address")}
        />
      </div>
      <TextAreaField
        label="Description"
        hint="What the business does, in a few sentences."
        error={errors.description?.message}
        {...register("description")}
      />
    </div>
  );
}
