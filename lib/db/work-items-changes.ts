import { toIso } from "./codec";
import type { Db, WorkItemsTable } from "./schema";
import { appendHistory, type HistoryInput } from "./work-items";

/**
 * The console's own changes to a work item (assignment, decision, reopening), each written with
 * its history row in one transaction. Who may make them is decided by the caller (lib/queue).
 */
type Actor = { id: string; email: string };
type ItemChange = Partial<
  Pick<
    WorkItemsTable,
    | "state"
    | "decision"
    | "decision_reason"
    | "decided_by"
    | "decided_at"
    | "assignee_id"
    | "assignee_email"
  >
>;

export async function changeWorkItem(
  db: Db,
  id: string,
  change: ItemChange,
  history: Omit<HistoryInput, "at" | "actor">,
  actor: Actor,
  now: Date,
  /** The item's updated_at as the change was decided on: if it moved since, nothing is written. */
  expectedUpdatedAt?: string,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    let update = tx
      .updateTable("work_items")
      .set({ ...change, updated_at: toIso(now) })
      .where("id", "=", id);
    if (expectedUpdatedAt) update = update.where("updated_at", "=", expectedUpdatedAt);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await appendHistory(tx, id, { ...history, at: now, actor });
    return true;
  });
}

export async function recordOnItem(
  db: Db,
  id: string,
  history: Omit<HistoryInput, "at" | "actor">,
  actor: Actor | null,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable("work_items")
      .set({ updated_at: toIso(now) })
      .where("id", "=", id)
      .execute();
    await appendHistory(tx, id, { ...history, at: now, actor });
  });
}
