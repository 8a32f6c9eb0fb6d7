import { parseWith, readJsonBody } from "@/lib/http/request";
import { withSession } from "@/lib/http/route";
import { runBulk } from "@/lib/queue/bulk";
import { noStoreJson } from "@/lib/queue/route-helpers";
import { bulkBodySchema } from "@/lib/queue/schemas";

export const dynamic = "force-dynamic";

// Console endpoint: one decision and comment (or "take") for many items, recorded per item.
export const POST = withSession("analyst", async ({ request, user }) => {
  const body = parseWith(bulkBodySchema, await readJsonBody(request), "bulk request");
  return noStoreJson(await runBulk(user, body));
});
