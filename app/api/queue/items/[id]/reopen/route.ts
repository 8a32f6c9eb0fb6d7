import { parseWith, readJsonBody } from "@/lib/http/request";
import { withSession } from "@/lib/http/route";
import { itemIdParam, noStoreJson } from "@/lib/queue/route-helpers";
import { reopenBodySchema } from "@/lib/queue/schemas";
import { readItem, reopenItem } from "@/lib/queue/service";

export const dynamic = "force-dynamic";

// Console endpoint (admin): reopen a closed item, with the reason.
export const POST = withSession<{ id: string }>("admin", async ({ request, params, user }) => {
  const { reason } = parseWith(reopenBodySchema, await readJsonBody(request), "reopening");
  const id = itemIdParam(params.id);
  await reopenItem(user, id, reason);
  return noStoreJson(await readItem(id));
});
