import type { WorkItemQuery } from "@/lib/db/work-items-list";
import { SEVERITIES, type WorkItemState } from "./kinds";
import { AGES, type QueueQuery } from "./schemas";

const activeStates: WorkItemState[] = ["open", "escalated", "waiting"];

/** The URL's filters as a store query; "me" is the signed-in user, "active" every state but closed. */
export function toWorkItemQuery(query: QueueQuery, userId: string, now: Date): WorkItemQuery {
  const states = query.state?.flatMap((state) => (state === "active" ? activeStates : [state]));
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
    state: states,
    assigneeId,
    severity: query.severity?.map((name) => SEVERITIES[name]),
    openedBefore: query.age ? new Date(now.getTime() - AGES[query.age] * 3_600_000) : undefined,
    sort: query.sort,
    page: query.page,
    pageSize: query.page_size,
  };
}
