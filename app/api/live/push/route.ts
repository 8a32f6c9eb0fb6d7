import { jsonAnswer } from "@/lib/http/json-answer";
import { withSession } from "@/lib/http/route";
import { getPushMode } from "@/lib/webhooks/push-status";

export const dynamic = "force-dynamic";

/** GET /api/live/push: whether the service pushes changes to this console, or they are polled. */
export const GET = withSession("analyst", async () =>
  jsonAnswer({ mode: await getPushMode() }, { headers: { "Cache-Control": "no-store" } }),
);
