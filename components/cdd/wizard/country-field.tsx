"use client";

import { useMemo } from "react";
import { useFormContext } from "react-hook-form";
import { SelectField } from "@/components/ui/field";
import type { CddCreateBody } from "@/lib/api/schemas/cdd";
import { REGISTER_NUMBER_COUNTRIES } from "@/lib/api/schemas/cdd-create";
import { countryOptions, supportsRegistryPull } from "@/lib/cdd/countries";
import type { CddWizardValues } from "@/lib/cdd/wizard-schema";

export interface CountryFieldProps {
  /** Register numbers exist only for GB, FR and IT: the list offers nothing else. */
  registerOnly?: boolean;
  hint?: string;
}

/** The company's country. Changing it away from DE/IT also unticks the registry pull it rules out. */
export function CountryField({ registerOnly, hint }: CountryFieldProps) {
  const { register, setValue, formState } = useFormContext<
    CddWizardValues,
    unknown,
    CddCreateBody
  >();
  const options = useMemo(
    () => countryOptions(registerOnly ? REGISTER_NUMBER_COUNTRIES : undefined),
    [registerOnly],
  );
  return (
    <SelectField
      label="Country"
      placeholder={registerOnly ? "Choose GB, FR or IT" : "Choose a country"}
      options={options}
      hint={hint}
      error={formState.errors.country_code?.message}
      {...register("country_code", {
        onChange: (event: { target: { value: string } }) => {
          if (!supportsRegistryPull(event.target.value)) {
            setValue("pull_registry_documents", false);
          }
        },
      })}
    />
  );
}
