import { jsonAnswer } from "@/lib/http/json-answer";
import { withSession } from "@/lib/http/route";
import { connectThisConsole, getConsoleConnection } from "@/lib/webhooks/console-runtime";

export const dynamic = "force-dynamic";

/**
 * POST /api/settings/webhooks/connect: creates, or repairs, the webhook that delivers every event
 * to this console's receiver, with a secret the console generates and keeps encrypted.
 */
export const POST = withSession("admin", async ({ user }) => {
  const { webhook, repaired } = await connectThisConsole(user);
  return jsonAnswer({ webhook, repaired, connection: await getConsoleConnection() });
});
