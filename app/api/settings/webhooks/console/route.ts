import { jsonAnswer } from "@/lib/http/json-answer";
import { withSession } from "@/lib/http/route";
import { getConsoleConnection } from "@/lib/webhooks/console-runtime";

export const dynamic = "force-dynamic";

/** GET /api/settings/webhooks/console: whether the service delivers to this console, and if not why. */
export const GET = withSession("admin", async () => {
  return jsonAnswer(await getConsoleConnection());
});
