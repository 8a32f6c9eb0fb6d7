import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { TriggerFlowRunResponse } from "@/lib/api/schemas/flow-run";
import type { FlowRunOutput } from "@/lib/api/schemas/flow-run-output";
import { fetchJson } from "@/lib/queries/fetch-json";
import type { RunListPage } from "@/lib/runs/dto";
import { RUN_VIEW_SEARCH, type RunView } from "@/lib/runs/run-view";
import { isTerminalStatus } from "@/lib/runs/status";
import { runListSearch, type RunListParams } from "@/lib/runs/url-params";

/**
 * Reads of flow runs. Keys: `["runs", params]` is the console's local index (the list);
 * `["flow-runs", runId]` one run from the upstream, without its report's text (`RunView`: the page
 * renders the report on the server; "Download .md" fetches it, `runPath`). The live stream invalidates both prefixes when
 * a run changes; polling below is only the fallback while something is still in flight.
 */
const listPollMs = 3_000;
const runPollMs = 1_500;

export function runsListQuery(params: RunListParams) {
  return queryOptions({
    queryKey: ["runs", params],
    queryFn: () => fetchJson<RunListPage>(`/api/runs?${runListSearch(params)}`),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((run) => !isTerminalStatus(run.status)) ? listPollMs : false,
  });
}

export function runPath(runId: string): string {
  return `/api/flow-runs/${encodeURIComponent(runId)}`;
}

/** The run as the run page's query holds it (lib/runs/run-view.ts). */
export function runViewPath(runId: string): string {
  return `${runPath(runId)}?${RUN_VIEW_SEARCH}`;
}

export function flowRunQuery(runId: string) {
  return queryOptions({
    queryKey: ["flow-runs", runId],
    queryFn: () => fetchJson<RunView>(runViewPath(runId)),
    refetchInterval: (query) => {
      const run = query.state.data;
      if (query.state.error) return false;
      return run && isTerminalStatus(run.status) ? false : runPollMs;
    },
  });
}

/** Fetched only when the run shows an `output_ref` (spec 4.3); an output can be megabytes. */
export function flowRunOutputQuery(runId: string) {
  return queryOptions({
    queryKey: ["flow-runs", runId, "output"],
    queryFn: () => fetchJson<FlowRunOutput>(`${runPath(runId)}/output`),
    staleTime: Infinity,
  });
}

export function triggerFlowRun(
  flowId: string,
  input: Record<string, unknown>,
): Promise<TriggerFlowRunResponse> {
  return fetchJson<TriggerFlowRunResponse>(`/api/flows/${encodeURIComponent(flowId)}/runs`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ input }),
  });
}
