import "server-only";
import { recordAudit } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { findUserById } from "@/lib/db/users";
import { getWorkItem, listHistory, type WorkItemRow } from "@/lib/db/work-items";
import { changeWorkItem, recordOnItem } from "@/lib/db/work-items-changes";
import { ApiError } from "@/lib/http/errors";
import { runItemAction } from "./actions";
import { toDetailDto, type WorkItemDetailDto } from "./dto";
import { decisionOption } from "./kinds";
import { canAssign, canDecide, canReopen, canWorkOn } from "./permissions";
import type { AssignBody, DecideBody } from "./schemas";

/**
 * The queue's changes: each checks the actor's right on the item, writes the change with its
 * history row, and leaves an audit row. Refusals are the console's 403/404/409/422.
 */
async function load(id: string): Promise<WorkItemRow> {
  const item = await getWorkItem(await getDb(), id);
  if (!item) throw new ApiError(404, "WORK_ITEM_NOT_FOUND", "There is no such item in the queue.");
  return item;
}

function check(reason: string | null, status: 403 | 409 = 403): void {
  if (!reason) return;
  throw status === 409
    ? new ApiError(409, "CONFLICT", reason)
    : new ApiError(403, "FORBIDDEN", reason);
}

/** Two people acting on one item at once: the second is told, rather than silently overwriting. */
function orConflict(written: boolean): void {
  if (!written) {
    throw new ApiError(
      409,
      "ITEM_CHANGED",
      "This item changed meanwhile. Look at it again and retry.",
    );
  }
}

const ownership = (item: WorkItemRow) => ({ assigneeId: item.assignee_id, state: item.state });
/** The guard of a change: what it was decided on (lib/db/work-items-changes.ts). */
const decidedOn = (item: WorkItemRow) => ({
  state: item.state,
  assignee_id: item.assignee_id,
  decision: item.decision,
});

export async function readItem(id: string): Promise<WorkItemDetailDto> {
  const item = await load(id);
  return toDetailDto(item, await listHistory(await getDb(), id));
}

export async function assignItem(user: SessionUser, id: string, body: AssignBody): Promise<void> {
  const item = await load(id);
  check(canAssign(user, ownership(item)));
  const db = await getDb();
  let assignee: { id: string; email: string } | null = null;
  if (body.to === "me") assignee = { id: user.id, email: user.email };
  if (body.to === "user") {
    const colleague = await findUserById(db, body.user_id);
    if (!colleague || colleague.disabledAt) {
      throw new ApiError(422, "UNKNOWN_ASSIGNEE", "That colleague has no active account.");
    }
    assignee = { id: colleague.id, email: colleague.email };
  }
  if ((assignee?.id ?? null) === item.assignee_id) return;
  await changeWorkItem(
    db,
    id,
    { assignee_id: assignee?.id ?? null, assignee_email: assignee?.email ?? null },
    {
      type: "assigned",
      text: assignee ? `Assigned to ${assignee.email}` : "Unassigned",
      detail: { from: item.assignee_email, to: assignee?.email ?? null },
    },
    user,
    new Date(),
    decidedOn(item),
  ).then(orConflict);
  await recordAudit(user, "queue.assigned", { type: "work_item", id }, "success", {
    to: assignee?.email ?? null,
  });
}

export async function commentOnItem(user: SessionUser, id: string, text: string): Promise<void> {
  const item = await load(id);
  check(canWorkOn(user, ownership(item)));
  await recordOnItem(await getDb(), id, { type: "comment", text }, user, new Date());
  await recordAudit(user, "queue.commented", { type: "work_item", id }, "success");
}

/**
 * Records a decision. An unassigned item becomes the decider's. Deciding "re-run" on a run
 * re-runs it first, so the decision never claims a run that the service refused.
 */
export async function decideItem(user: SessionUser, id: string, body: DecideBody): Promise<void> {
  const item = await load(id);
  const option = decisionOption(item.kind, body.decision);
  if (!option) {
    throw new ApiError(
      422,
      "UNKNOWN_DECISION",
      `“${body.decision}” is not a decision for this item.`,
    );
  }
  const refusal = canDecide(user, ownership(item));
  check(refusal, item.state === "closed" ? 409 : 403);
  const detail: Record<string, unknown> = { decision: option.value };
  if (item.kind === "flow_run" && option.value === "rerun") {
    detail.new_run_id = (await runItemAction(user, item, "rerun")).id;
  }
  const now = new Date();
  await changeWorkItem(
    await getDb(),
    id,
    {
      state: option.state,
      decision: option.value,
      decision_reason: body.reason,
      decided_by: user.id,
      decided_at: now.toISOString(),
      ...(item.assignee_id ? {} : { assignee_id: user.id, assignee_email: user.email }),
    },
    { type: "decision", text: `Decision: ${option.label}. Reason: ${body.reason}`, detail },
    user,
    now,
    decidedOn(item),
  ).then(orConflict);
  await recordAudit(user, "queue.decided", { type: "work_item", id }, "success", detail);
}

export async function reopenItem(user: SessionUser, id: string, reason: string): Promise<void> {
  const item = await load(id);
  check(canReopen(user, ownership(item)), user.role === "admin" ? 409 : 403);
  await changeWorkItem(
    await getDb(),
    id,
    { state: "open", decision: null, decision_reason: null, decided_by: null, decided_at: null },
    {
      type: "reopened",
      text: `Reopened: ${reason}`,
      detail: { previous_decision: item.decision },
    },
    user,
    new Date(),
    decidedOn(item),
  ).then(orConflict);
  await recordAudit(user, "queue.reopened", { type: "work_item", id }, "success");
}

export async function actOnItem(
  user: SessionUser,
  id: string,
  action: Parameters<typeof runItemAction>[2],
) {
  const item = await load(id);
  check(canWorkOn(user, ownership(item)));
  return runItemAction(user, item, action);
}
