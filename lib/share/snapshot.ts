import "server-only";
import { getComplianceClient } from "@/lib/api/upstream";
import { ApiError } from "@/lib/http/errors";
import type { ShareKind } from "./schemas";

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
