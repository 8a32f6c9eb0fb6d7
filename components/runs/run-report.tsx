"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { downloadText } from "@/components/json-viewer/download";
import { ShareReportButton } from "@/components/share/share-report-button";
import { Button } from "@/components/ui/button";
import type { FlowRun } from "@/lib/api/schemas/flow-run";
import { fetchJson } from "@/lib/queries/fetch-json";
import { runPath } from "@/lib/queries/runs";
import { reportFileName } from "@/lib/runs/format";

export interface RunReportProps {
  runId: string;
  /** The report rendered on the server by the one renderer (components/markdown/safe-markdown.tsx). */
  children: ReactNode;
}

/** The run's Markdown report, with its download, print and share controls. */
export function RunReport({ runId, children }: RunReportProps) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string>();

  // The page's data leaves the report's text out (it can be megabytes): it is fetched when asked for.
  async function download() {
    setDownloading(true);
    setError(undefined);
    try {
      const run = await fetchJson<FlowRun>(runPath(runId));
      if (run.report) {
        downloadText(reportFileName(runId), run.report, "text/markdown;charset=utf-8");
      } else {
        setError("The run no longer has a report to download.");
      }
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The report could not be downloaded.");
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={download} disabled={downloading}>
          Download .md
        </Button>
        <Link
          href={`/runs/${encodeURIComponent(runId)}/print`}
          className="inline-flex items-center rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700"
        >
          Print view
        </Link>
        <ShareReportButton kind="flow_run_report" targetId={runId} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <article
        data-testid="run-report"
        className="max-w-4xl rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        {children}
      </article>
    </div>
  );
}
