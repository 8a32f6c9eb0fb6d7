import "server-only";
import { getDb } from "@/lib/db";
import { listWorkItems } from "@/lib/db/work-items-list";
import { parseWith } from "@/lib/http/request";
import { toWorkItemDto, type WorkItemPageDto } from "@/lib/queue/dto";
import { toWorkItemQuery } from "@/lib/queue/query";
import { queueQuerySchema } from "@/lib/queue/schemas";
import { ensureQueueFresh } from "@/lib/queue/sync";
import { queueSearch, type QueueParams } from "@/lib/queue/url-params";

/** One page of the review queue for this user, for `GET /api/queue` and the page's prefetch. */
export async function readQueuePage(
  query: Record<string, string>,
  userId: string,
): Promise<WorkItemPageDto> {
  const parsed = parseWith(queueQuerySchema, query, "queue query");
  await ensureQueueFresh();
  const page = await listWorkItems(await getDb(), toWorkItemQuery(parsed, userId, new Date()));
  return {
    items: page.items.map(toWorkItemDto),
    total: page.total,
    page: page.page,
    page_size: page.pageSize,
  };
}

/** The page's parsed view state, read exactly as the browser's `queueListQuery` would send it. */
export function readQueueForView(params: QueueParams, userId: string): Promise<WorkItemPageDto> {
  return readQueuePage(Object.fromEntries(new URLSearchParams(queueSearch(params))), userId);
}
