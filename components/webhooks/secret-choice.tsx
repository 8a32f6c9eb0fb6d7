"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/field";
import { MIN_ENTERED_SECRET_LENGTH, type SecretChoice as Choice } from "@/lib/webhooks/form";

function labelFor(value: Choice, replacing: boolean): string {
  switch (value) {
    case "keep":
      return replacing ? "Keep the current secret" : "Keep it without a secret";
    case "generate":
      return replacing
        ? "Replace it with a generated secret (shown once after saving)"
        : "Generate a strong secret (shown once after saving)";
    case "enter":
      return replacing ? "Replace it with my own secret" : "Enter my own secret";
    case "remove":
      return "Remove the secret (deliveries are no longer signed)";
  }
}

export interface SecretChoiceProps {
  mode: "create" | "edit";
  hasSecret: boolean;
  choice: Choice;
  choiceRegistration: UseFormRegisterReturn<"secretChoice">;
  secretRegistration: UseFormRegisterReturn<"secret">;
  secretError?: string;
}

/** How the webhook's signing secret is set: explicit keep / replace / remove when editing. */
export function SecretChoice({
  mode,
  hasSecret,
  choice,
  choiceRegistration,
  secretRegistration,
  secretError,
}: SecretChoiceProps) {
  const choices: Choice[] =
    mode === "create"
      ? ["generate", "enter"]
      : hasSecret
        ? ["keep", "generate", "enter", "remove"]
        : ["keep", "generate", "enter"];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Secret</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {mode === "edit"
          ? hasSecret
            ? "A secret is set. The service never shows it again."
            : "No secret is set: deliveries are not signed."
          : "The service signs every delivery with it (X-Signature), so the receiver can verify it."}
      </p>
      {choices.map((value) => (
        <label key={value} className="flex items-center gap-2 text-sm">
          <input type="radio" value={value} {...choiceRegistration} />
          {labelFor(value, mode === "edit" && hasSecret)}
        </label>
      ))}
      {choice === "enter" ? (
        <TextField
          label="Secret"
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          hint={`At least ${MIN_ENTERED_SECRET_LENGTH} characters; the receiver must know the same value.`}
          error={secretError}
          {...secretRegistration}
        />
      ) : null}
    </fieldset>
  );
}
