"use client";

import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** A generated secret, shown this once, with a copy button that says whether it worked. */
export function SecretReveal({ secret, onDone }: { secret: string; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="success" title="Webhook saved">
        Copy the secret now and give it to the receiver: it is never shown again.
      </Alert>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Webhook secret
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            readOnly
            value={secret}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs dark:border-slate-600 dark:bg-slate-800"
          />
          <Button
            variant="secondary"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(secret);
                setCopied("copied");
              } catch {
                setCopied("failed");
              }
            }}
          >
            Copy
          </Button>
        </div>
        <p aria-live="polite" className="text-xs text-slate-600 dark:text-slate-400">
          {copied === "copied" ? "Copied to the clipboard." : null}
          {copied === "failed"
            ? "The browser refused to copy: select the secret and copy it."
            : null}
        </p>
      </div>
      <Button onClick={onDone}>Done</Button>
    </div>
  );
}
