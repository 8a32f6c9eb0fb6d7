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

/**
 * What a change was decided on: who held the item, its state and its decision. A comment, an
 * upstream refresh of the object's data or a re-run's note moves updated_at but none of these, and
 * must not refuse a colleague's decision; another person's assignment, decision or reopening does.
 */
export interface ItemOwnership {
  state: string;
  assignee_id: string | null;
  decision: string | null;
}

export async function changeWorkItem(
  db: Db,
  id: string,
  change: ItemChange,
  history: Omit<HistoryInput, "at" | "actor">,
  actor: Actor,
  now: Date,
  /** The item as the change was decided on: if any of it moved since, nothing is written. */
  expected?: ItemOwnership,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    let update = tx
      .updateTable("work_items")
      .set({ ...change, updated_at: toIso(now) })
      .where("id", "=", id);
    if (expected) {
      update = update
        .where("state", "=", expected.state)
        .where("assignee_id", expected.assignee_id === null ? "is" : "=", expected.assignee_id)
        .where("decision", expected.decision === null ? "is" : "=", expected.decision);
    }
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
