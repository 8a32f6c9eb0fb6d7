/**
 * Links into the alerts list. The upstream cannot filter alerts by execution, but its time
 * bounds are strict, so a window of one millisecond either side of an execution's time selects
 * that execution's alert; `execution` names it so the page can say what is shown.
 */
export type AcknowledgementFilter = "all" | "unacknowledged" | "acknowledged";

export function executionAlertsHref(execution: { id: string; execution_time: string }): string {
  const at = Date.parse(execution.execution_time);
  const params = new URLSearchParams({
    execution_time_after: new Date(at - 1).toISOString(),
    execution_time_before: new Date(at + 1).toISOString(),
    execution: execution.id,
  });
  return `/monitoring/alerts?${params.toString()}`;
}

/** Alerts whose execution falls on one UTC day, for the overview's chart. */
export function dayAlertsHref(day: string): string {
  const start = Date.parse(`${day}T00:00:00.000Z`);
  const params = new URLSearchParams({
    execution_time_after: new Date(start - 1).toISOString(),
    execution_time_before: new Date(start + 24 * 60 * 60 * 1000).toISOString(),
  });
  return `/monitoring/alerts?${params.toString()}`;
}

/** The page's one acknowledgement choice, from the URL's two upstream flags. */
export function acknowledgementFilter(params: {
  get(name: string): string | null;
}): AcknowledgementFilter {
  if (params.get("acknowledged") === "true") return "acknowledged";
  if (params.get("only_unacknowledged") === "true" || params.get("acknowledged") === "false") {
    return "unacknowledged";
  }
  return "all";
}

/** The URL changes for a choice; exactly one flag is ever sent, so they cannot contradict. */
export function acknowledgementParams(filter: AcknowledgementFilter): {
  only_unacknowledged: string | undefined;
  acknowledged: string | undefined;
} {
  return {
    only_unacknowledged: filter === "unacknowledged" ? "true" : undefined,
    acknowledged: filter === "acknowledged" ? "true" : undefined,
  };
}
