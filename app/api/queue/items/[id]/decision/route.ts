import { parseWith, readJsonBody } from "@/lib/http/request";
import { withSession } from "@/lib/http/route";
import { itemIdParam, noStoreJson } from "@/lib/queue/route-helpers";
import { decideBodySchema } from "@/lib/queue/schemas";
import { decideItem, readItem } from "@/lib/queue/service";

export const dynamic = "force-dynamic";

// Console endpoint: record a disposition with its required reason.
export const POST = withSession<{ id: string }>("analyst", async ({ request, params, user }) => {
  const body = parseWith(decideBodySchema, await readJsonBody(request), "decision");
  const id = itemIdParam(params.id);
  await decideItem(user, id, body);
  return noStoreJson(await readItem(id));
});
