import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  BulkResultDto,
  MyQueueDto,
  WorkItemDetailDto,
  WorkItemPageDto,
} from "@/lib/queue/dto";
import type { AssignBody, BulkBody, ItemAction } from "@/lib/queue/schemas";
import { queueSearch, type QueueParams } from "@/lib/queue/url-params";
import { fetchJson } from "./fetch-json";

/**
 * Reads and writes of the review queue. Keys start with "queue": live events invalidate them all.
 * The service announces some changes by no event at all (an alert acknowledged elsewhere), so
 * the open views also poll; each poll lets the server re-check the service, at most every 5 s.
 */
const pollMs = 5_000;

export const itemPath = (id: string) => `/api/queue/items/${encodeURIComponent(id)}`;

export function queueListQuery(params: QueueParams) {
  return queryOptions({
    queryKey: ["queue", "list", params],
    queryFn: () => fetchJson<WorkItemPageDto>(`/api/queue?${queueSearch(params)}`),
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });
}

export function queueItemQuery(id: string) {
  return queryOptions({
    queryKey: ["queue", "item", id],
    queryFn: () => fetchJson<WorkItemDetailDto>(itemPath(id)),
    refetchInterval: pollMs,
  });
}

export const myQueueQuery = queryOptions({
  queryKey: ["queue", "mine"],
  queryFn: () => fetchJson<MyQueueDto>("/api/queue/mine"),
  refetchInterval: 15_000,
});

export const assigneesQuery = queryOptions({
  queryKey: ["queue", "assignees"],
  queryFn: () =>
    fetchJson<{ items: { id: string; email: string; name: string }[] }>("/api/queue/assignees"),
  staleTime: 60_000,
});

const post = <T>(path: string, body: unknown) =>
  fetchJson<T>(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

export const assignItem = (id: string, body: AssignBody) =>
  post<WorkItemDetailDto>(`${itemPath(id)}/assign`, body);
export const commentOnItem = (id: string, text: string) =>
  post<WorkItemDetailDto>(`${itemPath(id)}/comments`, { text });
export const decideItem = (id: string, decision: string, reason: string) =>
  post<WorkItemDetailDto>(`${itemPath(id)}/decision`, { decision, reason });
export const reopenItem = (id: string, reason: string) =>
  post<WorkItemDetailDto>(`${itemPath(id)}/reopen`, { reason });
export const actOnItem = (id: string, action: ItemAction) =>
  post<{ id?: string; message: string }>(`${itemPath(id)}/actions`, { action });
export const runBulk = (body: BulkBody) => post<BulkResultDto>("/api/queue/bulk", body);
