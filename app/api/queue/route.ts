import { getDb } from "@/lib/db";
import { listWorkItems } from "@/lib/db/work-items-list";
import { parseWith, queryObject } from "@/lib/http/request";
import { withSession } from "@/lib/http/route";
import { toWorkItemDto, type WorkItemPageDto } from "@/lib/queue/dto";
import { toWorkItemQuery } from "@/lib/queue/query";
import { noStoreJson } from "@/lib/queue/route-helpers";
import { queueQuerySchema } from "@/lib/queue/schemas";
import { ensureQueueFresh } from "@/lib/queue/sync";

// Console endpoint: one page of the review queue, filtered and sorted by age.
export const GET = withSession("analyst", async ({ request, user }) => {
  const query = parseWith(queueQuerySchema, queryObject(request), "queue query");
  await ensureQueueFresh();
  const page = await listWorkItems(await getDb(), toWorkItemQuery(query, user.id, new Date()));
  const body: WorkItemPageDto = {
    items: page.items.map(toWorkItemDto),
    total: page.total,
    page: page.page,
    page_size: page.pageSize,
  };
  return noStoreJson(body);
});
