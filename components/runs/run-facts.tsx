import { DateTime } from "@/components/ui/date-time";
import type { ReactNode } from "react";
import { JsonViewer } from "@/components/json-viewer/json-viewer";
import type { RunView } from "@/lib/runs/run-view";
import type { ConsoleTrigger } from "@/lib/runs/console-trigger";
import { triggerLabel } from "@/lib/runs/status";

export interface RunFactsProps {
  run: RunView;
}

export interface RunFactsWithTriggerProps extends RunFactsProps {
  consoleTrigger: ConsoleTrigger | null;
}

/**
 * Who and what started the run, and the identifiers an operator asks for. The person who started
 * it in this console and what the service recorded (its key's `service_account`) are two facts,
 * shown apart so neither contradicts the runs list.
 */
export function RunFacts({ run, consoleTrigger }: RunFactsWithTriggerProps) {
  const recorded = `${triggerLabel(run.trigger_type)} · ${run.triggered_by}`;
  const rows: [string, ReactNode][] = [
    ...(consoleTrigger
      ? ([
          ["Triggered in this console by", consoleTrigger.by],
          ["Recorded by the service as", recorded],
        ] as [string, ReactNode][])
      : ([["Triggered by (as the service recorded)", recorded]] as [string, ReactNode][])),
    [
      "Flow id",
      <code key="flow" className="break-all">
        {run.flow_id}
      </code>,
    ],
    [
      "Flow version",
      <code key="version" className="break-all">
        {run.flow_version_id}
      </code>,
    ],
    ["Created", <DateTime seconds key="created" iso={run.created_at} />],
    ["Last update", <DateTime seconds key="updated" iso={run.updated_at} />],
  ];
  if (run.log_ref)
    rows.push([
      "Execution log",
      <code key="log" className="break-all">
        {run.log_ref}
      </code>,
    ]);
  if (run.output_ref)
    rows.push([
      "Output reference",
      <code key="out" className="break-all">
        {run.output_ref}
      </code>,
    ]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Input, meta and records: free-form JSON, shown as trees. */
export function RunData({ run }: RunFactsProps) {
  const safeId = run.id.replace(/[^A-Za-z0-9._-]/g, "_");
  return (
    <div className="space-y-5">
      <div>
        <h3 className="mb-2 text-sm font-semibold">Input</h3>
        <JsonViewer
          value={run.input}
          label="Run input"
          fileName={`flow-run-${safeId}-input.json`}
          expandDepth={2}
        />
      </div>
      {run.records?.length ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold">Records ({run.records.length})</h3>
          <JsonViewer
            value={run.records}
            label="Records"
            fileName={`flow-run-${safeId}-records.json`}
            expandDepth={2}
          />
        </div>
      ) : null}
      {run.meta ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold">Meta</h3>
          <JsonViewer value={run.meta} label="Meta" expandDepth={2} />
        </div>
      ) : null}
    </div>
  );
}
