"use client";

import { parseJsonInput } from "@/lib/flows/json-input";
import { TextAreaField } from "@/components/ui/field";

export interface JsonInputEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Why the form could not be used, when that is the reason the editor shows. */
  note?: string;
  /** A server-side message about the input as a whole. */
  error?: string;
}

/** The run's input as JSON, checked as it is typed so a syntax slip shows before sending. */
export function JsonInputEditor({ value, onChange, note, error }: JsonInputEditorProps) {
  const check = parseJsonInput(value);
  const syntaxError = check.ok ? undefined : check.message;
  return (
    <div className="space-y-2">
      {note ? <p className="text-sm text-slate-600 dark:text-slate-400">{note}</p> : null}
      <TextAreaField
        mono
        label="Input (JSON)"
        hint="A JSON object with the flow's input fields."
        error={syntaxError ?? error}
        rows={12}
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
