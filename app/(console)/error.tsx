"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export default function ConsoleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div className="max-w-xl space-y-4">
      <Alert tone="error" title="This page could not be shown">
        <p>
          Something went wrong while loading it. Try again; if it keeps failing, give an admin this
          reference: <code>{error.digest ?? "no reference"}</code>.
        </p>
      </Alert>
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
