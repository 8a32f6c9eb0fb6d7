"use client";

import { useMutation } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describeCaseError } from "@/lib/cdd/case-errors";
import { registryPullUnavailableReason } from "@/lib/cdd/countries";
import { pullRegistryDocuments } from "@/lib/queries/cdds";

export interface RegistryPullProps {
  caseId: string;
  /** undefined when the service did not echo the case's country: the service then decides. */
  country: string | undefined;
  onRequested: () => void;
}

/** Asks the service for the official registry documents (DE and IT only); they arrive later. */
export function RegistryPull({ caseId, country, onRequested }: RegistryPullProps) {
  const mutation = useMutation({
    mutationFn: () => pullRegistryDocuments(caseId),
    onSuccess: onRequested,
  });
  const reason = country === undefined ? undefined : registryPullUnavailableReason(country);
  const hintId = `registry-pull-hint-${caseId}`;
  const failure = mutation.error ? describeCaseError(mutation.error, "pull") : undefined;

  return (
    <div className="space-y-3">
      <h3 className="font-semibold">Registry documents</h3>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        {reason ??
          (country === undefined
            ? "The service did not say this company's country. Registry documents exist only for companies in Germany (DE) and Italy (IT); for others the service refuses the request."
            : "Fetch the official registry documents into the case. Available for companies in Germany (DE) and Italy (IT).")}
      </p>
      <Button
        variant="secondary"
        aria-describedby={hintId}
        disabled={reason !== undefined || mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        {mutation.isPending ? "Requesting…" : "Pull registry documents"}
      </Button>
      <div aria-live="polite">
        {failure ? (
          <Alert tone="error" title={failure.title}>
            {failure.message}
          </Alert>
        ) : mutation.isSuccess ? (
          <Alert tone="success" title="Registry documents requested">
            They appear in the documents list as they arrive, usually within a minute.
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
