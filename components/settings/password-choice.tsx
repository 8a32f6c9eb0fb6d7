"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/field";

export interface PasswordChoiceProps {
  /** `register("passwordMode")` and `register("password")` of the create or reset form. */
  modeField: UseFormRegisterReturn;
  passwordField: UseFormRegisterReturn;
  mode: "generate" | "set";
  error?: string;
}

/** Generate a password (shown once) or type one to pass on by another channel. */
export function PasswordChoice({ modeField, passwordField, mode, error }: PasswordChoiceProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Password</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" value="generate" {...modeField} />
        Generate a strong password (shown once)
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" value="set" {...modeField} />
        Type a password
      </label>
      {mode === "set" ? (
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters."
          error={error}
          {...passwordField}
        />
      ) : null}
    </fieldset>
  );
}
