"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import Link from "next/link";
import type { ReactNode } from "react";
import type { RenderedReport } from "@/components/markdown/rendered-report";
import { useRenderedReportKey } from "@/components/markdown/use-rendered-report";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import type { ConsoleTrigger } from "@/lib/runs/console-trigger";
import { ApiClientError } from "@/lib/queries/fetch-json";
import { flowsQuery } from "@/lib/queries/flows";
import { flowRunQuery } from "@/lib/queries/runs";
import type { RunView } from "@/lib/runs/run-view";
import { isTerminalStatus, statusLabel } from "@/lib/runs/status";
import { RunData, RunFacts } from "./run-facts";
import { RunOutcome } from "./run-outcome";
import { RunReport } from "./run-report";
import { RunStatusBadge } from "./run-status-badge";
import { RunTimeline } from "./run-timeline";
import { DetailSkeleton } from "@/components/ui/skeletons";

// The output views load with the run, not with the page's first bytes.
const loading = () => <p role="status">Loading…</p>;
const RunOutput = dynamic(() => import("./run-output").then((m) => m.RunOutput), { loading });

export interface RunDetailViewProps {
  runId: string;
  /** Who started the run in this console (null: started elsewhere, or not known here). */
  consoleTrigger?: ConsoleTrigger | null;
  /** The run's report as the server rendered it (null: the run had none then). */
  report?: RenderedReport | null;
}

/** `/runs/{runId}`: one run, live until it reaches a terminal status. */
export function RunDetailView({ runId, consoleTrigger = null, report = null }: RunDetailViewProps) {
  const query = useQuery(flowRunQuery(runId));
  const flows = useQuery(flowsQuery);
  if (query.isPending) return <DetailSkeleton label="Loading the run" />;
  if (query.error) return <RunLoadError error={query.error} runId={runId} />;
  const run = query.data;
  const flowName = flows.data?.find((flow) => flow.id === run.flow_id)?.name;
  const rerunHref = `/runs/new?flow=${encodeURIComponent(run.flow_id)}&rerun=${encodeURIComponent(run.id)}`;

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <Link href="/runs" className="text-sm text-indigo-700 underline dark:text-indigo-300">
          ← Flow runs
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{flowName ?? "Flow run"}</h1>
          <RunStatusBadge status={run.status} />
          {run.run_mode === "rehearsal" ? <Badge tone="accent">Rehearsal</Badge> : null}
          {run.degraded ? <Badge tone="warning">Degraded</Badge> : null}
        </div>
        <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-400">
          Run {run.id}
        </p>
        <p role="status" aria-live="polite" className="sr-only">
          Run status: {statusLabel(run.status)}
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Link
            href={rerunHref}
            className="inline-flex items-center rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-indigo-500"
          >
            Run again
          </Link>
        </div>
      </div>

      <RunOutcome run={run} rerunHref={rerunHref} />

      <div className="grid gap-8 md:grid-cols-2">
        <Section id="timeline" title="Timeline">
          <RunTimeline run={run} />
        </Section>
        <Section id="facts" title="Details">
          <RunFacts run={run} consoleTrigger={consoleTrigger} />
        </Section>
      </div>
      <Section id="report" title="Report">
        <ReportBody run={run} rendered={report} />
      </Section>
      <Section id="output" title="Structured output">
        {/* Its presence, not its value, means the output can be fetched (spec 2.2). */}
        {typeof run.output_ref === "string" ? (
          <RunOutput runId={run.id} outputRef={run.output_ref} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {isTerminalStatus(run.status)
              ? "This run captured no structured output."
              : "The structured output appears here once the service captures it."}
          </p>
        )}
      </Section>
      <Section id="data" title="Input and data">
        <RunData run={run} />
      </Section>
    </div>
  );
}

function ReportBody({ run, rendered }: { run: RunView; rendered: RenderedReport | null }) {
  const { body, stale } = useRenderedReportKey(run.report_key, rendered);
  if (run.report_key) {
    return stale || body === null ? (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        Loading the report…
      </p>
    ) : (
      <RunReport runId={run.id}>{body}</RunReport>
    );
  }
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      {isTerminalStatus(run.status)
        ? "This run has no report: the flow produces none, or it did not get that far."
        : "The report appears here when the run completes."}
    </p>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function RunLoadError({ error, runId }: { error: Error; runId: string }) {
  const notFound = error instanceof ApiClientError && error.code === "RUN_NOT_FOUND";
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold">Flow run</h1>
      <Alert
        tone="error"
        title={notFound ? "This run does not exist" : "The run could not be loaded"}
      >
        {notFound ? (
          <p>
            The compliance service has no run <code className="break-all">{runId}</code> for the
            customer the console works for. Check the id: a run of another customer is answered as
            not found too.
          </p>
        ) : (
          <p>{error.message}</p>
        )}
        <p>
          <Link className="underline" href="/runs">
            Back to the runs list
          </Link>
        </p>
      </Alert>
    </div>
  );
}
