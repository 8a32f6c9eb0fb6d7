"use client";

import { useMemo } from "react";
import { useFormContext } from "react-hook-form";
import { SelectField, TextField } from "@/components/ui/field";
import type { CddCreateBody } from "@/lib/api/schemas/cdd";
import { countryOptions } from "@/lib/cdd/countries";
import type { CddWizardValues } from "@/lib/cdd/wizard-schema";

/** Step 3: an optional contact person; once any field is filled, a name or an e-mail is needed. */
export function StepContact() {
  const { register, formState } = useFormContext<CddWizardValues, unknown, CddCreateBody>();
  const errors = formState.errors.contact_person;
  const countries = useMemo(() => countryOptions(), []);

  return (
    <fieldset className="space-y-4">
      <legend className="text-sm text-slate-600 dark:text-slate-400">
        Optional. Leave every field empty for no contact person; if you add one, give at least a
        name or an e-mail.
      </legend>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Contact name"
          autoComplete="off"
          error={errors?.name?.message}
          {...register("contact_person.name")}
        />
        <TextField
          label="Contact e-mail"
          type="email"
          autoComplete="off"
          error={errors?.email?.message}
          {...register("contact_person.email")}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="off"
          error={errors?.phone_number?.message}
          {...register("contact_person.phone_number")}
        />
        <SelectField
          label="Contact's country"
          placeholder="Choose a country"
          options={countries}
          error={errors?.country_code?.message}
          {...register("contact_person.country_code")}
        />
        <TextField
          label="Contact address"
          autoComplete="off"
          error={errors?.address?.message}
          {...register("contact_person.address")}
        />
        <TextField
          label="IP address"
          hint="The address the contact used, IPv4 or IPv6."
          autoComplete="off"
          error={errors?.ip?.message}
          {...register("contact_person.ip")}
        />
      </div>
    </fieldset>
  );
}
