import { jsonAnswer } from "@/lib/http/json-answer";
import { getDb } from "@/lib/db";
import { withSession } from "@/lib/http/route";
import { queryObject } from "@/lib/http/request";
import { listReceivedEvents } from "@/lib/webhooks/received-events";
import { receivedEventsQuerySchema } from "@/lib/webhooks/received-events-query";

export const dynamic = "force-dynamic";

/** GET /api/settings/events: webhook deliveries the console received, newest first. */
export const GET = withSession("admin", async ({ request }) => {
  // Unknown filter values are dropped (the schema's .catch), as a hand-edited URL should not fail.
  const query = receivedEventsQuerySchema.parse(queryObject(request));
  return jsonAnswer(await listReceivedEvents(await getDb(), query));
});
