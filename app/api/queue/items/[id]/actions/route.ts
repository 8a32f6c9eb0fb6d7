import { parseWith, readJsonBody } from "@/lib/http/request";
import { withSession } from "@/lib/http/route";
import { itemIdParam, noStoreJson } from "@/lib/queue/route-helpers";
import { actionBodySchema } from "@/lib/queue/schemas";
import { actOnItem } from "@/lib/queue/service";

export const dynamic = "force-dynamic";

// Console endpoint: an action the service offers, run in the item's context (result in its history).
export const POST = withSession<{ id: string }>("analyst", async ({ request, params, user }) => {
  const { action } = parseWith(actionBodySchema, await readJsonBody(request), "action");
  return noStoreJson(await actOnItem(user, itemIdParam(params.id), action), 202);
});
