"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { isTriState, type FormField, type FormValues } from "@/lib/flows/schema-form";
import { CheckboxField, TextField, SelectField, TextAreaField } from "@/components/ui/field";

export interface SchemaFieldsProps {
  fields: FormField[];
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
}

function hintOf(field: FormField): string | undefined {
  const parts = [field.description];
  if (field.kind === "string-list") parts.push("One entry per line.");
  if (field.examples?.length) parts.push(`Examples: ${field.examples.join(", ")}.`);
  const hint = parts.filter(Boolean).join(" ");
  return hint || undefined;
}

/** One control per property of the flow's input schema; titles are labels, descriptions hints. */
export function SchemaFields({ fields, register, errors }: SchemaFieldsProps) {
  return (
    <div className="grid gap-4">
      {fields.map((field) => {
        const common = {
          label: field.label,
          hint: hintOf(field),
          error: errors[field.name]?.message,
          required: field.required,
        };
        switch (field.kind) {
          case "boolean":
            return isTriState(field) ? (
              <SelectField key={field.name} {...common} {...register(field.name)}>
                <option value="">Not set</option>
                <option value="true">Yes</option>
                <option value="false">No</option>
              </SelectField>
            ) : (
              <CheckboxField key={field.name} {...common} {...register(field.name)} />
            );
          case "enum":
            return (
              <SelectField key={field.name} {...common} {...register(field.name)}>
                <option value="">{field.required ? "Choose…" : "Not set"}</option>
                {field.options?.map((option, index) => (
                  <option key={option.label} value={String(index)}>
                    {option.label}
                  </option>
                ))}
              </SelectField>
            );
          case "string-list":
            return (
              <TextAreaField mono key={field.name} rows={3} {...common} {...register(field.name)} />
            );
          case "number":
          case "integer":
            return (
              <TextField
                key={field.name}
                type="number"
                step={field.kind === "integer" ? 1 : "any"}
                min={field.minimum}
                max={field.maximum}
                {...common}
                {...register(field.name)}
              />
            );
          default:
            return field.multiline ? (
              <TextAreaField mono key={field.name} rows={4} {...common} {...register(field.name)} />
            ) : (
              <TextField key={field.name} type="text" {...common} {...register(field.name)} />
            );
        }
      })}
    </div>
  );
}
