import { toCount, toIso } from "./codec";
import { resolvePage, type Page, type PageRequest } from "./pagination";
import type { Db } from "./schema";
import type { WorkItemRow } from "./work-items";

export interface WorkItemQuery extends PageRequest {
  kind?: readonly string[];
  state?: readonly string[];
  /** Every state but closed: a partial index keeps this, the default view, pre-sorted by age. */
  activeOnly?: boolean;
  /** A user id, or null for unassigned items; undefined for anyone's. */
  assigneeId?: string | null;
  /** Severity ranks (3 high, 2 medium, 1 low). */
  severity?: readonly number[];
  /** Only items opened at or before this time (older than the chosen age). */
  openedBefore?: Date;
  /** Only items opened after this time (younger than the chosen age). */
  openedAfter?: Date;
  /** By age: "oldest" first (default, what waited longest) or "newest". */
  sort?: "oldest" | "newest";
}

export type WorkItemSummary = Omit<WorkItemRow, "upstream_data">;

const SUMMARY_COLUMNS = [
  "id",
  "kind",
  "source_id",
  "parent_id",
  "title",
  "summary",
  "severity",
  "state",
  "decision",
  "decision_reason",
  "decided_by",
  "decided_at",
  "assignee_id",
  "assignee_email",
  "upstream_state",
  "upstream_open",
  "upstream_seen_at",
  "opened_at",
  "created_at",
  "updated_at",
] as const;

function filtered(db: Db, query: WorkItemQuery) {
  let qb = db.selectFrom("work_items");
  if (query.kind?.length) qb = qb.where("kind", "in", [...query.kind]);
  if (query.state?.length) qb = qb.where("state", "in", [...query.state]);
  if (query.activeOnly) qb = qb.where("state", "<>", "closed");
  if (query.assigneeId === null) qb = qb.where("assignee_id", "is", null);
  else if (query.assigneeId !== undefined) qb = qb.where("assignee_id", "=", query.assigneeId);
  if (query.severity?.length) qb = qb.where("severity", "in", [...query.severity]);
  if (query.openedBefore) qb = qb.where("opened_at", "<=", toIso(query.openedBefore));
  if (query.openedAfter) qb = qb.where("opened_at", ">", toIso(query.openedAfter));
  return qb;
}

/** One page of the queue, without the upstream objects (the detail reads those). */
export async function listWorkItems(
  db: Db,
  query: WorkItemQuery = {},
): Promise<Page<WorkItemSummary>> {
  const { page, pageSize, offset } = resolvePage(query);
  const direction = query.sort === "newest" ? "desc" : "asc";
  const [count, rows] = await Promise.all([
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
    filtered(db, query)
      .select(SUMMARY_COLUMNS)
      .orderBy("opened_at", direction)
      .orderBy("id", direction)
      .limit(pageSize)
      .offset(offset)
      .execute(),
  ]);
  return { items: rows, total: toCount(count.count), page, pageSize };
}

/** Ids matching a filter, for bulk work and evidence bundles; bounded by `limit`. */
export async function listWorkItemIds(
  db: Db,
  query: WorkItemQuery,
  limit: number,
): Promise<string[]> {
  const rows = await filtered(db, query)
    .select("id")
    .orderBy("opened_at", "asc")
    .orderBy("id", "asc")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export interface MyQueueFigures {
  assignedToMe: number;
  myOverdue: number;
  unassigned: number;
  decidedByMeToday: number;
}

/** The overview's "my queue": what waits for me, what is older than a day, what nobody took. */
export async function myQueueFigures(db: Db, userId: string, now: Date): Promise<MyQueueFigures> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const count = (query: WorkItemQuery) =>
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow()
      .then((row) => toCount(row.count));
  const [assignedToMe, myOverdue, unassigned, decided] = await Promise.all([
    count({ assigneeId: userId, activeOnly: true }),
    count({ assigneeId: userId, activeOnly: true, openedBefore: dayAgo }),
    count({ assigneeId: null, activeOnly: true }),
    db
      .selectFrom("work_items")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("decided_by", "=", userId)
      .where("decided_at", ">=", toIso(startOfDay))
      .executeTakeFirstOrThrow(),
  ]);
  return { assignedToMe, myOverdue, unassigned, decidedByMeToday: toCount(decided.count) };
}
