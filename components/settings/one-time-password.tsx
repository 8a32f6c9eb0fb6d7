"use client";

import { CopyField } from "@/components/ui/copy-field";
import { Alert } from "@/components/ui/alert";

/** A generated password, shown this once: the console keeps only its hash. */
export function OneTimePassword({ email, password }: { email: string; password: string }) {
  return (
    <div className="space-y-3">
      <Alert tone="warning" title="Copy the password now">
        It is shown only this once. Give it to {email} by a safe channel; they can sign in with it
        at once.
      </Alert>
      <CopyField label="Generated password" value={password} what="the password" />
    </div>
  );
}
