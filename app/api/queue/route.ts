import { readQueuePage } from "@/lib/data/queue";
import { queryObject } from "@/lib/http/request";
import { withSession } from "@/lib/http/route";
import { noStoreJson } from "@/lib/queue/route-helpers";

export const dynamic = "force-dynamic";

// Console endpoint: one page of the review queue, filtered and sorted by age.
export const GET = withSession("analyst", async ({ request, user }) => {
  return noStoreJson(await readQueuePage(queryObject(request), user.id));
});
