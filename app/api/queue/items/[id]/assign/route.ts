import { parseWith, readJsonBody } from "@/lib/http/request";
import { withSession } from "@/lib/http/route";
import { itemIdParam, noStoreJson } from "@/lib/queue/route-helpers";
import { assignBodySchema } from "@/lib/queue/schemas";
import { assignItem, readItem } from "@/lib/queue/service";

export const dynamic = "force-dynamic";

// Console endpoint: assign an item to me, to a colleague, or to nobody.
export const POST = withSession<{ id: string }>("analyst", async ({ request, params, user }) => {
  const body = parseWith(assignBodySchema, await readJsonBody(request), "assignment");
  const id = itemIdParam(params.id);
  await assignItem(user, id, body);
  return noStoreJson(await readItem(id));
});
