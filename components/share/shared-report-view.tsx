import { DateTime } from "@/components/ui/date-time";
import { SafeMarkdown } from "@/components/markdown/safe-markdown";
import type { SharedReport } from "@/lib/share/view";
import { UTC } from "@/lib/time";
import { SharedDocuments } from "./shared-documents";

const KIND_LABEL: Record<SharedReport["kind"], string> = {
  flow_run_report: "Flow run report",
  cdd_report: "Customer due diligence (CDD) report",
};

// Shared reports are evidence read outside the console: always UTC, whatever the sharer chose.
function When({ iso }: { iso: string }) {
  return <DateTime iso={iso} timeZone={UTC} />;
}

export interface SharedReportViewProps {
  report: SharedReport;
}

/** What a reviewer sees: what the document is, who shared it and until when, then the report. */
export function SharedReportView({ report }: SharedReportViewProps) {
  return (
    <article className="space-y-6">
      <header className="space-y-3 border-b border-slate-200 pb-4 dark:border-slate-800">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Shared report</p>
        <h1 className="text-2xl font-semibold">{KIND_LABEL[report.kind]}</h1>
        {report.label ? <p className="text-slate-800 dark:text-slate-200">{report.label}</p> : null}
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-slate-600 dark:text-slate-400">Reference</dt>
          <dd className="font-mono break-all">{report.targetId}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Shared by</dt>
          <dd>{report.sharedBy ?? "A user of the console"}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Shared on</dt>
          <dd>
            <When iso={report.sharedAt} />
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">Link expires</dt>
          <dd>
            <When iso={report.expiresAt} />
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">Snapshot SHA-256</dt>
          <dd className="font-mono text-xs break-all">{report.snapshotSha256}</dd>
        </dl>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          A read-only copy of the report as it was when the link was created; later changes are not
          shown. The SHA-256 identifies this exact text.
        </p>
      </header>
      <section
        aria-label="Report"
        className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <SafeMarkdown markdown={report.markdown} />
      </section>
      {report.kind === "cdd_report" ? <SharedDocuments documents={report.documents} /> : null}
    </article>
  );
}
