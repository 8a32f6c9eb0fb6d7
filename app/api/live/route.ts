import { getDb } from "@/lib/db";
import { findUserById } from "@/lib/db/users";
import { getLiveBus } from "@/lib/events/bus";
import { createLiveStream } from "@/lib/events/sse";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/live: the live stream (Server-Sent Events) of one signed-in tab. Resumes after
 * `Last-Event-ID` (or `?lastEventId=`, for a reconnect the browser did not make itself).
 */
export const GET = withSession("analyst", async ({ request, user }) => {
  const db = await getDb();
  const account = await findUserById(db, user.id);
  const sessionVersion = account?.sessionVersion;
  const lastEventId =
    request.headers.get("last-event-id") ?? request.nextUrl.searchParams.get("lastEventId");
  const stream = createLiveStream({
    bus: getLiveBus(),
    audience: user.role === "admin" ? "admin" : "all",
    lastEventId,
    signal: request.signal,
    sessionKey: `${user.id}:${user.role}:${sessionVersion}`,
    // A long-lived stream must not outlive a disabled account, a role change or "sign out
    // everywhere"; each heartbeat asks again (once per
    // session, however many of its tabs are open).
    stillAllowed: async () => {
      const current = await findUserById(db, user.id);
      return Boolean(
        current &&
        !current.disabledAt &&
        current.role === user.role &&
        current.sessionVersion === sessionVersion,
      );
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps the server's gzip from buffering the stream.
      "Cache-Control": "no-cache, no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
});
