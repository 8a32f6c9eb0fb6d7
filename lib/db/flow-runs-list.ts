import { toIso } from "./codec";
import { toFlowRunSummary } from "./flow-run-row";
import type { FlowRunSummary } from "./flow-runs";
import { resolvePage, type Page, type PageRequest } from "./pagination";
import type { Db } from "./schema";

export const FLOW_RUN_SORT_KEYS = [
  "triggered_at",
  "started_at",
  "completed_at",
  "duration",
] as const;
export type FlowRunSortKey = (typeof FLOW_RUN_SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";

export interface FlowRunQuery extends PageRequest {
  status?: readonly string[];
  flowId?: string;
  triggerType?: string;
  /** Inclusive lower bound on triggered_at. */
  triggeredFrom?: Date | string;
  /** Exclusive upper bound on triggered_at. */
  triggeredTo?: Date | string;
  sort?: FlowRunSortKey;
  direction?: SortDirection;
}

const SORT_COLUMNS = {
  triggered_at: "triggered_at",
  started_at: "started_at",
  completed_at: "completed_at",
  duration: "duration_ms",
} as const;

const SUMMARY_COLUMNS = [
  "id",
  "flow_id",
  "flow_version_id",
  "customer_id",
  "status",
  "trigger_type",
  "triggered_by",
  "triggered_at",
  "started_at",
  "completed_at",
  "duration_ms",
  "updated_at",
  "has_output",
  "report_present",
  "degraded",
  "run_mode",
  "error_code",
  "indexed_at",
  "source",
] as const;

function filtered(db: Db, query: FlowRunQuery) {
  let qb = db.selectFrom("flow_runs");
  if (query.status && query.status.length > 0) qb = qb.where("status", "in", [...query.status]);
  if (query.flowId) qb = qb.where("flow_id", "=", query.flowId);
  if (query.triggerType) qb = qb.where("trigger_type", "=", query.triggerType);
  if (query.triggeredFrom) qb = qb.where("triggered_at", ">=", toIso(query.triggeredFrom));
  if (query.triggeredTo) qb = qb.where("triggered_at", "<", toIso(query.triggeredTo));
  return qb;
}

/**
 * The page query. Ordering is the sort column, then id, both in the requested direction, matching
 * the `(column, id)` indexes so rows are read in order rather than sorted. Runs without a value for
 * the sort column (not started, not finished) come last either way.
 */
export function flowRunPageQuery(db: Db, query: FlowRunQuery) {
  const { pageSize, offset } = resolvePage(query);
  const direction = query.direction ?? "desc";
  const column = SORT_COLUMNS[query.sort ?? "triggered_at"];
  const base = filtered(db, query).select(SUMMARY_COLUMNS);
  const ordered =
    column === "triggered_at"
      ? base.orderBy(column, direction)
      : base.orderBy(column, (ob) => (direction === "asc" ? ob.asc() : ob.desc()).nullsLast());
  return ordered.orderBy("id", direction).limit(pageSize).offset(offset);
}

/** Counts the matching runs themselves: what a date window needs (the counts have no dates). */
export async function countFlowRunsByScan(db: Db, query: FlowRunQuery): Promise<number> {
  const row = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The number of matching runs. Status, flow and trigger type are read from the per-combination
 * counts the store keeps (migration 0008), a sum over a few rows however many runs match;
 * PostgreSQL's count over the runs read every wide row. Only a date window counts the runs.
 */
export async function countFlowRuns(db: Db, query: FlowRunQuery): Promise<number> {
  if (query.triggeredFrom || query.triggeredTo) return countFlowRunsByScan(db, query);
  let qb = db
    .selectFrom("flow_run_counts")
    .select((eb) => eb.fn.sum<number | null>("runs").as("count"));
  if (query.status && query.status.length > 0) qb = qb.where("status", "in", [...query.status]);
  if (query.flowId) qb = qb.where("flow_id", "=", query.flowId);
  if (query.triggerType) qb = qb.where("trigger_type", "=", query.triggerType);
  const row = await qb.executeTakeFirstOrThrow();
  return Number(row.count ?? 0);
}

/** One page of the local run index with the total count of matching runs. */
export async function listFlowRuns(
  db: Db,
  query: FlowRunQuery = {},
): Promise<Page<FlowRunSummary>> {
  const { page, pageSize } = resolvePage(query);
  const total = await countFlowRuns(db, query);
  const rows = await flowRunPageQuery(db, query).execute();
  return { items: rows.map(toFlowRunSummary), total, page, pageSize };
}
