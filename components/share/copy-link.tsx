"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";

export interface CopyLinkProps {
  url: string;
  label?: string;
}

/** A value shown once (a link, a password): read-only, selectable, with a copy button that says whether it worked. */
export function CopyLink({ url, label = "Share link" }: CopyLinkProps) {
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
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs dark:border-slate-600 dark:bg-slate-800"
        />
        <Button
          variant="secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url);
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
        {status === "failed"
          ? "Copying was refused by the browser: select the text and copy it."
          : null}
      </p>
    </div>
  );
}
