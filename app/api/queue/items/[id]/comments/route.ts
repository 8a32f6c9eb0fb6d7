import { parseWith, readJsonBody } from "@/lib/http/request";
import { withSession } from "@/lib/http/route";
import { itemIdParam, noStoreJson } from "@/lib/queue/route-helpers";
import { commentBodySchema } from "@/lib/queue/schemas";
import { commentOnItem, readItem } from "@/lib/queue/service";

export const dynamic = "force-dynamic";

// Console endpoint: add a comment to an item's history.
export const POST = withSession<{ id: string }>("analyst", async ({ request, params, user }) => {
  const { text } = parseWith(commentBodySchema, await readJsonBody(request), "comment");
  const id = itemIdParam(params.id);
  await commentOnItem(user, id, text);
  return noStoreJson(await readItem(id), 201);
});
