import { reportKey } from "@/components/markdown/rendered-report";
import type { FlowRun } from "@/lib/api/schemas/flow-run";

/**
 * A run as the run page's browser query holds it: every field but the report's text, which can be
 * megabytes the browser never reads (the page renders it on the server). `report_key` (its length
 * and hash, `reportKey`) still tells the view that a report arrived or changed, so it renders the
 * new one; "Download .md" asks for the text when clicked.
 */
export type RunView = WithoutReport<FlowRun> & {
  /** The report's key, null when the run has none (no report, or an empty one). */
  report_key: string | null;
};

// Not `Omit`: the run keeps unknown fields (an index signature), and `Omit` would drop the known ones.
type WithoutReport<T> = { [K in keyof T as K extends "report" ? never : K]: T[K] };

/** The query string that asks `GET /api/flow-runs/{runId}` for a `RunView` instead of the run. */
export const RUN_VIEW_SEARCH = "view=page";

export function wantsRunView(search: URLSearchParams): boolean {
  return search.get("view") === "page";
}

export function toRunView(run: FlowRun): RunView {
  const { report, ...rest } = run;
  return { ...rest, report_key: report ? reportKey(report) : null };
}
