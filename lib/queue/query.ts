import type { WorkItemQuery } from "@/lib/db/work-items-list";
import { SEVERITIES, WORK_ITEM_STATES, type WorkItemState } from "./kinds";
import { AGES, type QueueQuery } from "./schemas";

const activeStates: WorkItemState[] = ["open", "escalated", "waiting"];

/** The URL's filters as a store query; "me" is the signed-in user, "active" every state but closed. */
export function toWorkItemQuery(query: QueueQuery, userId: string, now: Date): WorkItemQuery {
  const states = query.state?.flatMap((state) => (state === "active" ? activeStates : [state]));
  const covers = (wanted: readonly string[]) =>
    states !== undefined && wanted.every((state) => (states as readonly string[]).includes(state));
  // "Every state" needs no filter; "every state but closed" is the partial index's predicate.
  const everyState = covers(WORK_ITEM_STATES);
  const activeOnly = !everyState && covers(activeStates);
  const assigneeId =
    query.assignee === undefined || query.assignee === "any"
      ? undefined
      : query.assignee === "me"
        ? userId
        : query.assignee === "unassigned"
          ? null
          : query.assignee;
  return {
    kind: query.kind,
    state: everyState || activeOnly ? undefined : states,
    activeOnly: activeOnly || undefined,
    assigneeId,
    severity: query.severity?.map((name) => SEVERITIES[name]),
    openedBefore: query.age ? new Date(now.getTime() - AGES[query.age] * 3_600_000) : undefined,
    sort: query.sort,
    page: query.page,
    pageSize: query.page_size,
  };
}
