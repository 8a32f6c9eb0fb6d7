import { withSession } from "@/lib/http/route";
import { itemIdParam, noStoreJson } from "@/lib/queue/route-helpers";
import { readItem } from "@/lib/queue/service";

export const dynamic = "force-dynamic";

// Console endpoint: one work item with the upstream object and its history.
export const GET = withSession<{ id: string }>("analyst", async ({ params }) =>
  noStoreJson(await readItem(itemIdParam(params.id))),
);
