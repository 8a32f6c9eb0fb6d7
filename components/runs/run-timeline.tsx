import { DateTime } from "@/components/ui/date-time";
import type { RunView } from "@/lib/runs/run-view";
import { between, formatDuration } from "@/lib/runs/format";
import { isTerminalStatus, statusLabel } from "@/lib/runs/status";
import { cn } from "@/lib/utils";

export interface RunTimelineProps {
  run: RunView;
}

interface Step {
  label: string;
  at: string | null | undefined;
  note?: string;
  done: boolean;
}

/** Triggered → started → finished, with the time spent queued and running. */
export function RunTimeline({ run }: RunTimelineProps) {
  const terminal = isTerminalStatus(run.status);
  const queued = between(run.triggered_at, run.started_at);
  const ran = between(run.started_at, run.completed_at);
  const total = between(run.triggered_at, run.completed_at);
  const steps: Step[] = [{ label: "Triggered", at: run.triggered_at, done: true }];
  if (run.started_at || !terminal) {
    steps.push({
      label: "Started",
      at: run.started_at,
      note:
        queued !== null ? `after ${formatDuration(queued)} in the queue` : "waiting for a worker",
      done: Boolean(run.started_at),
    });
  }
  steps.push({
    label: terminal ? statusLabel(run.status) : "Finished",
    at: run.completed_at,
    note: terminal
      ? ran !== null
        ? `after running ${formatDuration(ran)}`
        : run.started_at
          ? undefined
          : "without starting"
      : run.started_at
        ? "still running"
        : undefined,
    done: terminal,
  });

  return (
    <div>
      <ol
        className="space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700"
        aria-label="Timeline"
      >
        {steps.map((step) => (
          <li key={step.label} className="relative">
            <span
              aria-hidden="true"
              className={cn(
                "absolute top-1.5 -left-[1.4rem] h-3 w-3 rounded-full border-2",
                step.done
                  ? "border-indigo-600 bg-indigo-600"
                  : "border-slate-400 bg-white dark:bg-slate-900",
              )}
            />
            <p className="text-sm font-medium">{step.label}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {step.at ? <DateTime seconds iso={step.at} /> : "Not yet"}
              {step.note ? ` · ${step.note}` : null}
            </p>
          </li>
        ))}
      </ol>
      {total !== null ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Total: {formatDuration(total)} from trigger to {statusLabel(run.status).toLowerCase()}.
        </p>
      ) : null}
    </div>
  );
}
