"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";

/** A generated secret, shown this once, with a copy button that says whether it worked. */
export function SecretReveal({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="success" title="Webhook saved">
        Copy the secret now and give it to the receiver: it is never shown again.
      </Alert>
      <CopyField label="Webhook secret" value={secret} what="the secret" />
      <Button onClick={onDone}>Done</Button>
    </div>
  );
}
