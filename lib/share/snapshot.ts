import "server-only";
import { getComplianceClient, resolveUpstream } from "@/lib/api/upstream";
import { ApiError } from "@/lib/http/errors";
import { freezeCddReport, type SharedDocument } from "./cdd-snapshot";
import type { ShareKind } from "./schemas";

export interface ReportSnapshot {
  markdown: string;
  /** The documents shared with a CDD report (empty: none shared). */
  documents: SharedDocument[];
}

/**
 * A CDD report frozen for a reviewer: its document links point at the share link (or say the
 * documents were not shared) and no address of the service is left in it.
 */
export async function freezeCddSnapshot(
  caseId: string,
  shareDocuments: boolean,
): Promise<ReportSnapshot> {
  const client = await getComplianceClient();
  const [markdown, cdd, upstream] = await Promise.all([
    fetchReportMarkdown("cdd_report", caseId),
    client.getCdd(caseId),
    resolveUpstream(),
  ]);
  const origin = URL.canParse(upstream.baseUrl) ? new URL(upstream.baseUrl).origin : "";
  return {
    markdown: freezeCddReport(markdown, cdd.documents, {
      share: shareDocuments,
      upstreamOrigins: [origin],
    }),
    documents: shareDocuments
      ? cdd.documents.map((d) => ({ id: d.id, fileName: d.file_name, type: d.type }))
      : [],
  };
}

/**
 * The report's Markdown as the upstream has it now, fetched on the server: what the reviewer will
 * see is exactly this text, not whatever the browser that asked for the link had on screen.
 */
export async function fetchReportMarkdown(kind: ShareKind, targetId: string): Promise<string> {
  const client = await getComplianceClient();
  if (kind === "cdd_report") {
    const markdown = await client.getCddReport(targetId);
    if (markdown.trim() === "") throw noReport("This CDD case has no report yet.");
    return markdown;
  }
  const run = await client.getFlowRun(targetId);
  if (!run.report || run.report.trim() === "") {
    throw noReport(
      "This flow run has no report to share: only completed runs of report-producing flows have one.",
    );
  }
  return run.report;
}

function noReport(message: string): ApiError {
  return new ApiError(409, "REPORT_NOT_AVAILABLE", message);
}
