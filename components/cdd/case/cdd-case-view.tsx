"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useCallback, useState } from "react";
import { Alert } from "@/components/ui/alert";
import type { CddDocument } from "@/lib/api/schemas/cdd";
import { describeCaseError } from "@/lib/cdd/case-errors";
import { cddQuery, REGISTRY_PULL_WATCH_MS } from "@/lib/queries/cdds";
import { CaseChecks } from "./case-checks";
import { CaseDocuments } from "./case-documents";
import { CaseHeader } from "./case-header";
import { CaseInput } from "./case-input";
import { DocumentUpload } from "./document-upload";
import { RegistryPull } from "./registry-pull";
import { RunChecksForm } from "./run-checks-form";

export interface CddCaseViewProps {
  id: string;
  uploadMaxBytes: number;
}

const panel =
  "rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";

/** `/cdd/{id}`: the case, live while it moves or while registry documents are on their way. */
export function CddCaseView({ id, uploadMaxBytes }: CddCaseViewProps) {
  const queryClient = useQueryClient();
  const [watchUntil, setWatchUntil] = useState<number>();
  const { data: cdd, error, isPending } = useQuery(cddQuery(id, { watchUntil }));

  const onUploaded = useCallback(
    (document: CddDocument) => {
      const { queryKey } = cddQuery(id);
      // Shown at once; the refetch (and the live stream's cdd_document_fetched) confirm it.
      queryClient.setQueryData(queryKey, (current) =>
        current && !current.documents.some((known) => known.id === document.id)
          ? { ...current, documents: [...current.documents, document] }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey });
    },
    [id, queryClient],
  );

  if (isPending) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        Loading the case…
      </p>
    );
  }
  if (error || !cdd) {
    const text = describeCaseError(error);
    return (
      <div className="max-w-2xl space-y-4">
        <h1 className="text-2xl font-semibold">CDD case</h1>
        <Alert tone="error" title={text.title}>
          <p>{text.message}</p>
          <p>
            <Link href="/cdd" className="underline">
              Back to the case list
            </Link>
          </p>
        </Alert>
      </div>
    );
  }

  const country = typeof cdd.input.country_code === "string" ? cdd.input.country_code : undefined;
  return (
    <div className="space-y-6">
      <CaseHeader cdd={cdd} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={panel}>
          <CaseChecks cdd={cdd} />
        </div>
        <div className={panel}>
          <CaseInput input={cdd.input} />
        </div>
      </div>
      <section aria-labelledby="case-actions-title" className={panel}>
        <h2 id="case-actions-title" className="mb-4 text-lg font-semibold">
          Actions
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <RunChecksForm caseId={cdd.id} state={cdd.state} />
          <RegistryPull
            caseId={cdd.id}
            country={country}
            onRequested={() => setWatchUntil(Date.now() + REGISTRY_PULL_WATCH_MS)}
          />
        </div>
      </section>
      <div className={panel}>
        <CaseDocuments caseId={cdd.id} documents={cdd.documents} />
      </div>
      <div className={panel}>
        <DocumentUpload caseId={cdd.id} maxBytes={uploadMaxBytes} onUploaded={onUploaded} />
      </div>
    </div>
  );
}
