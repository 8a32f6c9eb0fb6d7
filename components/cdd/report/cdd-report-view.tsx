"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useMemo, type ReactNode } from "react";
import type { RenderedReport } from "@/components/markdown/rendered-report";
import { useRenderedReport } from "@/components/markdown/use-rendered-report";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describeCaseError } from "@/lib/cdd/case-errors";
import { cddReportMarkdown } from "@/lib/cdd/report-links";
import { cddQuery, cddReportQuery, reportDownloadUrl } from "@/lib/queries/cdds";

export interface CddReportViewProps {
  id: string;
  /** The share control, rendered beside download and print. */
  share?: ReactNode;
  /** The report as the server rendered it, links rewritten (null: none could be read then). */
  rendered?: RenderedReport | null;
}

/** `/cdd/{id}/report`: the Markdown report, rendered safely, to download, print or share. */
export function CddReportView({ id, share, rendered = null }: CddReportViewProps) {
  const { data: report, error, isPending } = useQuery(cddReportQuery(id));
  // The case's documents let the report's document links go through the console.
  const { data: cdd } = useQuery(cddQuery(id));
  const markdown = useMemo(
    () => (report === undefined ? undefined : cddReportMarkdown(id, report, cdd?.documents ?? [])),
    [cdd, id, report],
  );
  const { body } = useRenderedReport(markdown?.trim() ? markdown : null, rendered);
  const caseHref = `/cdd/${encodeURIComponent(id)}`;

  return (
    <div className="space-y-4">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <Link href={caseHref} className="text-indigo-700 underline dark:text-indigo-300">
            Back to the case
          </Link>
        </p>
        {markdown !== undefined ? (
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={reportDownloadUrl(id)}
              download={`cdd-${id}.md`}
              className="rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700"
            >
              Download .md
            </a>
            <Button variant="secondary" size="sm" onClick={() => window.print()}>
              Print
            </Button>
            {share}
          </div>
        ) : null}
      </div>
      <h1 className="sr-only">CDD report</h1>
      {isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading the report…
        </p>
      ) : error ? (
        <Alert tone="error" title={describeCaseError(error).title}>
          {describeCaseError(error).message}
        </Alert>
      ) : markdown?.trim() ? (
        <article className="rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900 print:border-0 print:p-0">
          {/* A changed report keeps showing the last rendering until the new one arrives. */}
          {body ?? (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              Loading the report…
            </p>
          )}
        </article>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">The report is empty.</p>
      )}
    </div>
  );
}
