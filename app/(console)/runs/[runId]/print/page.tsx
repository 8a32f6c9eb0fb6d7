import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SafeMarkdown } from "@/components/markdown/safe-markdown";
import { PrintButton } from "@/components/runs/print-button";
import { isUpstreamError } from "@/lib/api/errors";
import type { FlowRun } from "@/lib/api/schemas/flow-run";
import { redirectToSignIn } from "@/lib/auth/sign-in-redirect";
import { getSessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { getRegisteredFlow } from "@/lib/db/registered-flows";
import { findConsoleTrigger } from "@/lib/runs/console-trigger";
import { lookupRun } from "@/lib/runs/lookup";
import { decodeSegment } from "@/lib/runs/format";
import { statusLabel } from "@/lib/runs/status";

export const metadata: Metadata = { title: "Flow run report (print)" };

/**
 * The report on its own, for paper or PDF: rendered on the server by the same safe renderer; the
 * shell's navigation is hidden by the print stylesheet (app/globals.css, `.no-print`).
 */
export default async function RunPrintPage({ params }: { params: Promise<{ runId: string }> }) {
  // The layout's check does not guard a page that reads upstream data itself: pages render in parallel.
  if (!(await getSessionUser())) return redirectToSignIn();
  const { runId } = await params;
  let run: FlowRun;
  try {
    run = await lookupRun(decodeSegment(runId));
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404) notFound();
    throw error;
  }
  const flow = await getRegisteredFlow(await getDb(), run.flow_id);
  const consoleTrigger = await findConsoleTrigger(run.id);
  return (
    <article className="mx-auto max-w-3xl space-y-4 bg-white p-6 text-slate-900">
      <div className="no-print flex items-center justify-between gap-3">
        <Link
          href={`/runs/${encodeURIComponent(run.id)}`}
          className="text-sm text-indigo-700 underline"
        >
          ← Back to the run
        </Link>
        <PrintButton />
      </div>
      {/* Not a <header>: the print stylesheet hides those, as they are the shell's. */}
      <div className="border-b border-slate-300 pb-3">
        <h1 className="text-xl font-semibold">{flow?.name ?? "Flow run"} report</h1>
        <p className="text-sm">
          Run <code>{run.id}</code> · {statusLabel(run.status)} · triggered {run.triggered_at}
          {run.completed_at ? ` · completed ${run.completed_at}` : ""}
        </p>
        <p className="text-sm">
          {consoleTrigger
            ? `Triggered in this console by ${consoleTrigger.by}; the service recorded ${run.triggered_by}.`
            : `Triggered by ${run.triggered_by} (as the service recorded).`}
        </p>
      </div>
      {run.report ? (
        <SafeMarkdown markdown={run.report} />
      ) : (
        <p>This run has no report{run.completed_at ? "." : " yet."}</p>
      )}
    </article>
  );
}
