"use client";

import { CopyLink } from "@/components/share/copy-link";
import { Alert } from "@/components/ui/alert";

/** A generated password, shown this once: the console keeps only its hash. */
export function OneTimePassword({ email, password }: { email: string; password: string }) {
  return (
    <div className="space-y-3">
      <Alert tone="warning" title="Copy the password now">
        It is shown only this once. Give it to {email} by a safe channel; they can sign in with it
        at once.
      </Alert>
      <CopyLink url={password} label="Generated password" />
    </div>
  );
}
