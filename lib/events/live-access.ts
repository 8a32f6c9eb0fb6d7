import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { findUserById } from "@/lib/db/users";
import { getLiveBus } from "./bus";
import type { LiveStreamOptions } from "./sse";

/**
 * A signed-in user's live feed, whoever answers `GET /api/live` (the lean path in front of Next,
 * ./live-server.ts, or the route handler): the audience its role may see, and the re-check that
 * ends a long-lived stream once the account is disabled, its role changed or its sessions signed out.
 */
export async function liveFeedOptions(
  user: SessionUser,
  { lastEventId, signal }: { lastEventId: string | null; signal?: AbortSignal },
): Promise<LiveStreamOptions> {
  const db = await getDb();
  // The version the session check confirmed, not a fresh read: a "sign out everywhere" between the
  // two would otherwise tie the stream to the new version.
  const { sessionVersion } = user;
  return {
    bus: getLiveBus(),
    audience: user.role === "admin" ? "admin" : "all",
    lastEventId,
    signal,
    sessionKey: `${user.id}:${user.role}:${sessionVersion}`,
    // Each heartbeat asks again (once per session, however many of its tabs are open).
    stillAllowed: async () => {
      const current = await findUserById(db, user.id);
      return Boolean(
        current &&
        !current.disabledAt &&
        current.role === user.role &&
        current.sessionVersion === sessionVersion,
      );
    },
  };
}

/** The SSE answer's own headers (beside the API's security headers). */
export const LIVE_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform keeps Next's gzip (COMPRESS_RESPONSES=on, with LIVE_STREAM=next) and proxies that
  // honour it from buffering the stream; nginx does not, hence the README's "never compress it".
  "Cache-Control": "no-cache, no-store, no-transform",
  "X-Accel-Buffering": "no",
} as const;
