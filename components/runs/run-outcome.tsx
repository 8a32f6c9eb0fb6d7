import Link from "next/link";
import { JsonViewer } from "@/components/json-viewer/json-viewer";
import { Alert } from "@/components/ui/alert";
import type { RunView } from "@/lib/runs/run-view";
import { RUN_STATUSES } from "@/lib/runs/status";

export interface RunOutcomeProps {
  run: RunView;
  rerunHref: string;
}

/**
 * What the run's state means for the analyst (spec 2.2): a failure with its error and whether a
 * retry may help, a skip with its reason, a cancellation, degraded coverage, a rehearsal's
 * intended actions, or a status the console does not know.
 */
export function RunOutcome({ run, rerunHref }: RunOutcomeProps) {
  const known = (RUN_STATUSES as readonly string[]).includes(run.status);
  return (
    <div className="space-y-3">
      {run.status === "FAILED" ? <FailedRun run={run} rerunHref={rerunHref} /> : null}
      {run.status === "SKIPPED" ? (
        <Alert tone="warning" title="Skipped by the flow's trigger guard">
          <p>{run.skip_reason ?? "The service gave no reason."}</p>
          <p>Nothing was checked and no report was written. The run never started.</p>
        </Alert>
      ) : null}
      {run.status === "CANCELLED" ? (
        <Alert tone="info" title="Cancelled">
          <p>
            This run was cancelled before it finished, so it has no result. Run it again if the work
            is still needed.
          </p>
        </Alert>
      ) : null}
      {!known ? (
        <Alert tone="info" title={`Status reported by the service: ${run.status}`}>
          <p>The console does not know this status; it keeps checking the run for changes.</p>
        </Alert>
      ) : null}
      {run.degraded ? (
        <Alert tone="warning" title="Completed with incomplete coverage (degraded)">
          <p>Some tool calls failed while the run went on; its findings leave those sources out.</p>
          {run.failed_sources?.length ? (
            <ul className="list-disc pl-5">
              {run.failed_sources.map((source) => (
                <li key={source.namespace}>
                  <code>{source.namespace}</code>: {source.count} failed{" "}
                  {source.count === 1 ? "call" : "calls"}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      {run.run_mode === "rehearsal" ? <Rehearsal run={run} /> : null}
      {run.run_mode && run.run_mode !== "rehearsal" ? (
        <p className="text-sm">
          Run mode: <code>{run.run_mode}</code>
        </p>
      ) : null}
    </div>
  );
}

function FailedRun({ run, rerunHref }: RunOutcomeProps) {
  const error = run.error;
  return (
    <Alert tone="error" title="Failed">
      {error ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">Error</dt>
          <dd>
            <code>{error.code}</code>
          </dd>
          <dt className="font-medium">Message</dt>
          <dd>{error.message}</dd>
          {error.step ? (
            <>
              <dt className="font-medium">Step</dt>
              <dd>
                <code>{error.step}</code>
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p>The service reported no error details.</p>
      )}
      {error?.transient ? (
        <p>
          This error is <strong>transient</strong>: a temporary problem, so running it again may
          succeed.{" "}
          <Link className="underline" href={rerunHref}>
            Run it again
          </Link>
        </p>
      ) : (
        <p>
          This error is not marked as temporary: the same input is likely to fail again. Check the
          input or the step named above before running it again.
        </p>
      )}
    </Alert>
  );
}

function Rehearsal({ run }: { run: RunView }) {
  const intents = run.act_intents ?? [];
  return (
    <section
      aria-labelledby="rehearsal-heading"
      className="rounded-md border border-indigo-200 p-4 dark:border-indigo-900"
    >
      <h2 id="rehearsal-heading" className="font-semibold">
        Rehearsal: no external system was changed
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        A live run would have performed{" "}
        {intents.length === 1 ? "this action" : `these ${intents.length} actions`}:
      </p>
      <ol className="mt-3 space-y-3">
        {intents.map((intent, index) => (
          <li key={`${intent.tool}-${index}`} className="space-y-1">
            <p className="text-sm">
              <code className="font-semibold">{intent.tool}</code>
              {intent.mock_source ? (
                <span className="text-slate-600 dark:text-slate-400">
                  {" "}
                  · mocked by {intent.mock_source}
                </span>
              ) : null}
            </p>
            <JsonViewer
              value={intent.input ?? null}
              label={`Input of ${intent.tool}`}
              expandDepth={2}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
