import { LIVE_STREAM_HEADERS, liveFeedOptions } from "@/lib/events/live-access";
import { createLiveStream } from "@/lib/events/sse";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/live: the live stream (Server-Sent Events) of one signed-in tab. Resumes after
 * `Last-Event-ID` (or `?lastEventId=`, for a reconnect the browser did not make itself).
 * The lean path (lib/events/live-server.ts, installed by instrumentation.ts) answers it before Next
 * does, with the same checks and feed; this handler answers it with LIVE_STREAM=next.
 */
export const GET = withSession("analyst", async ({ request, user }) => {
  const lastEventId =
    request.headers.get("last-event-id") ?? request.nextUrl.searchParams.get("lastEventId");
  const options = await liveFeedOptions(user, { lastEventId, signal: request.signal });
  return new Response(createLiveStream(options), { headers: LIVE_STREAM_HEADERS });
});
