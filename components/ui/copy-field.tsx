"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";

export interface CopyFieldProps {
  label: string;
  value: string;
  /** What the user is told to select when the browser refuses to copy, e.g. "the link". */
  what?: string;
}

/**
 * A value shown once (a share link, a webhook secret): read-only, selected on focus, with a copy
 * button that says whether copying worked.
 */
export function CopyField({ label, value, what = "the text" }: CopyFieldProps) {
  const id = useId();
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs dark:border-slate-600 dark:bg-slate-800"
        />
        <Button
          variant="secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(value);
              setStatus("copied");
            } catch {
              setStatus("failed");
            }
          }}
        >
          Copy
        </Button>
      </div>
      <p aria-live="polite" className="text-xs text-slate-600 dark:text-slate-400">
        {status === "copied" ? "Copied to the clipboard." : null}
        {status === "failed" ? `The browser refused to copy: select ${what} and copy it.` : null}
      </p>
    </div>
  );
}
