import type { Selectable } from "kysely";
import { fromJson, toIso, toJson } from "./codec";
import type { Db, WorkItemHistoryTable, WorkItemsTable } from "./schema";

/**
 * Work items of the review queue and their append-only history. The upstream columns hold what
 * the service last said; state, assignee and decision are the console's own. Every change to an
 * item is written together with its history row, in one transaction.
 */
export type WorkItemRow = Selectable<WorkItemsTable>;

export interface WorkItemHistoryEntry {
  id: number;
  itemId: string;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  type: string;
  text: string | null;
  detail: unknown;
}

export interface HistoryInput {
  at: Date;
  actor?: { id: string; email: string } | null;
  type: "created" | "assigned" | "comment" | "decision" | "upstream" | "action" | "reopened";
  text?: string | null;
  detail?: unknown;
}

/** What the service says about one object that may need a person. */
export interface UpstreamObservation {
  kind: string;
  sourceId: string;
  parentId?: string | null;
  title: string;
  summary?: string | null;
  severity: number;
  /** The service's own state, in its words (e.g. UNRESOLVED, ACKNOWLEDGED, INCONCLUSIVE). */
  upstreamState: string;
  /** True while the service still shows the object as needing someone. */
  upstreamOpen: boolean;
  /** The object as received. */
  upstreamData: unknown;
  openedAt: string;
}

export type ObserveOutcome =
  "created" | "updated" | "closed" | "reopened" | "unchanged" | "ignored";

export const workItemId = (kind: string, sourceId: string) => `${kind}:${sourceId}`;

type Executor = Pick<Db, "insertInto">;

export async function appendHistory(db: Executor, itemId: string, entry: HistoryInput) {
  await db
    .insertInto("work_item_history")
    .values({
      item_id: itemId,
      at: toIso(entry.at),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      type: entry.type,
      text: entry.text ?? null,
      detail: toJson(entry.detail),
    })
    .execute();
}

/**
 * Records what the service said. A new object that needs someone becomes an open item; a known
 * one keeps its upstream columns current, and when the service closes it (an alert acknowledged,
 * a hit resolved) the item closes with the reason in its history. An item the service closed is
 * reopened if the service opens it again; one the console decided stays decided.
 */
export async function observeUpstream(
  db: Db,
  seen: UpstreamObservation,
  now: Date,
): Promise<ObserveOutcome> {
  const id = workItemId(seen.kind, seen.sourceId);
  const at = toIso(now);
  // Upstream text is bounded before it is stored or written into a history line.
  seen = {
    ...seen,
    title: seen.title.slice(0, 300),
    summary: seen.summary?.slice(0, 500) ?? null,
    upstreamState: seen.upstreamState.slice(0, 100),
  };
  const data = JSON.stringify(seen.upstreamData);
  // Most observations repeat what is stored: answered by one indexed read, no write, so a sync
  // pass over thousands of items does not hold the writer (SQLite) or churn rows (PostgreSQL).
  const stored = await db
    .selectFrom("work_items")
    .select(["upstream_state", "upstream_data", "title", "severity"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (
    stored
      ? stored.upstream_state === seen.upstreamState &&
        stored.upstream_data === data &&
        stored.title === seen.title &&
        stored.severity === seen.severity
      : !seen.upstreamOpen
  ) {
    return stored ? "unchanged" : "ignored";
  }
  return db.transaction().execute(async (tx) => {
    const current = await tx
      .selectFrom("work_items")
      .select(["state", "decision", "upstream_state", "upstream_open", "upstream_data"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) {
      if (!seen.upstreamOpen) return "ignored";
      const inserted = await tx
        .insertInto("work_items")
        .values({
          id,
          kind: seen.kind,
          source_id: seen.sourceId,
          parent_id: seen.parentId ?? null,
          title: seen.title,
          summary: seen.summary ?? null,
          severity: seen.severity,
          state: "open",
          decision: null,
          decision_reason: null,
          decided_by: null,
          decided_at: null,
          assignee_id: null,
          assignee_email: null,
          upstream_state: seen.upstreamState,
          upstream_open: 1,
          upstream_data: data,
          upstream_seen_at: at,
          opened_at: seen.openedAt,
          created_at: at,
          updated_at: at,
        })
        // Another console instance may have revealed it a moment ago: its row and history stand.
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return "unchanged";
      await appendHistory(tx, id, {
        at: now,
        type: "created",
        text: `Revealed by the service as ${seen.upstreamState}`,
      });
      return "created";
    }
    const stateChanged = current.upstream_state !== seen.upstreamState;
    const wasOpen = current.upstream_open === 1;
    let outcome: ObserveOutcome =
      stateChanged || current.upstream_data !== data ? "updated" : "unchanged";
    let state = current.state;
    if (wasOpen && !seen.upstreamOpen && current.state !== "closed") {
      state = "closed";
      outcome = "closed";
    } else if (!wasOpen && seen.upstreamOpen && current.state === "closed" && !current.decision) {
      state = "open";
      outcome = "reopened";
    }
    await tx
      .updateTable("work_items")
      .set({
        title: seen.title,
        summary: seen.summary ?? null,
        severity: seen.severity,
        parent_id: seen.parentId ?? null,
        upstream_state: seen.upstreamState,
        upstream_open: seen.upstreamOpen ? 1 : 0,
        upstream_data: data,
        upstream_seen_at: at,
        state,
        ...(outcome === "unchanged" ? {} : { updated_at: at }),
      })
      .where("id", "=", id)
      .execute();
    if (stateChanged) {
      const closing =
        outcome === "closed" ? "; closed in the console because the service closed it" : "";
      const reopening =
        outcome === "reopened" ? "; reopened because the service opened it again" : "";
      await appendHistory(tx, id, {
        at: now,
        type: "upstream",
        text: `The service changed it from ${current.upstream_state} to ${seen.upstreamState}${closing}${reopening}`,
        detail: { from: current.upstream_state, to: seen.upstreamState },
      });
    }
    return outcome;
  });
}

export async function getWorkItem(db: Db, id: string): Promise<WorkItemRow | undefined> {
  return db.selectFrom("work_items").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listHistory(db: Db, itemId: string): Promise<WorkItemHistoryEntry[]> {
  const rows = await db
    .selectFrom("work_item_history")
    .selectAll()
    .where("item_id", "=", itemId)
    .orderBy("id", "asc")
    .execute();
  return rows.map(toHistoryEntry);
}

export function toHistoryEntry(row: Selectable<WorkItemHistoryTable>): WorkItemHistoryEntry {
  return {
    id: Number(row.id),
    itemId: row.item_id,
    at: row.at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    type: row.type,
    text: row.text,
    detail: fromJson(row.detail),
  };
}

/** Open items of one kind the service still shows as open, oldest look first (for re-checking). */
export async function listUpstreamOpen(db: Db, kind: string, limit: number) {
  return db
    .selectFrom("work_items")
    .select(["id", "source_id", "parent_id", "upstream_data"])
    .where("kind", "=", kind)
    .where("upstream_open", "=", 1)
    .orderBy("upstream_seen_at", "asc")
    .limit(limit)
    .execute();
}
