/**
 * Who may do what to a work item (issue 15, item 8): analysts decide and comment on their own
 * items and unassigned ones; admins may also reassign anyone's items and reopen closed ones.
 * Pure, so the rules are tested without a server. Each answer is null (allowed) or the reason.
 */
export interface Actor {
  id: string;
  role: "analyst" | "admin";
}

export interface ItemOwnership {
  assigneeId: string | null;
  state: string;
}

export type Assignment = { to: "me" } | { to: "user"; userId: string } | { to: "nobody" };

const ownsOrFree = (actor: Actor, item: ItemOwnership) =>
  item.assigneeId === null || item.assigneeId === actor.id;

export function canWorkOn(actor: Actor, item: ItemOwnership): string | null {
  if (actor.role === "admin" || ownsOrFree(actor, item)) return null;
  return "This item is assigned to a colleague. Only an admin can work on someone else's item.";
}

export function canAssign(actor: Actor, item: ItemOwnership): string | null {
  if (actor.role === "admin" || ownsOrFree(actor, item)) return null;
  return "This item is assigned to a colleague. Only an admin can reassign it.";
}

export function canDecide(actor: Actor, item: ItemOwnership): string | null {
  if (item.state === "closed") return "This item is closed. An admin can reopen it.";
  return canWorkOn(actor, item);
}

export function canReopen(actor: Actor, item: ItemOwnership): string | null {
  if (actor.role !== "admin") return "Only an admin can reopen an item.";
  if (item.state !== "closed") return "This item is not closed.";
  return null;
}
