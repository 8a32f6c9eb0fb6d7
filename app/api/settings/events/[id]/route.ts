import { jsonAnswer } from "@/lib/http/json-answer";
import { getDb } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { withSession } from "@/lib/http/route";
import { getReceivedEvent } from "@/lib/webhooks/received-events";

export const dynamic = "force-dynamic";

/** GET /api/settings/events/{id}: one received delivery with its body as received. */
export const GET = withSession<{ id: string }>("admin", async ({ params }) => {
  const id = Number(params.id);
  const event =
    Number.isSafeInteger(id) && id > 0 ? await getReceivedEvent(await getDb(), id) : undefined;
  if (!event) throw new ApiError(404, "NOT_FOUND", "No received event has this id.");
  return jsonAnswer(event);
});
