import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sessionCookieName } from "@/lib/auth/options";
import type { SessionUser } from "@/lib/auth/session";
import { cookieValue } from "@/lib/http/cookies";
import { API_ANSWER_HEADERS, answerJson, installLeanPath, pathOf } from "@/lib/http/lean-paths";
import { LIVE_STREAM_HEADERS } from "./live-access";
import { openLiveFeed, type LiveStreamOptions } from "./sse";

/**
 * The lean live stream: `GET /api/live` answered from the node:http request itself, before Next
 * sees it. Next hands a route's web stream to the socket chunk by chunk, each through a reader,
 * its response wrapper and a promise: under a burst that cost several times the write itself on
 * every open tab. Here each chunk is one `write` on the response. The checks are the route's: the
 * session cookie decrypted and the user re-read from the store (./live-access.ts re-checks them on
 * every heartbeat), the feed the same (./sse.ts).
 */

export const LIVE_PATH = "/api/live";

export interface LiveDeps {
  /** The signed-in user for the raw session cookie, or null (lib/auth/session.ts). */
  sessionUser(cookie: string | undefined): Promise<SessionUser | null>;
  /** The user's feed (./live-access.ts). */
  feedOptions(user: SessionUser, lastEventId: string | null): Promise<LiveStreamOptions>;
}

export function isLiveRequest(request: IncomingMessage): boolean {
  return request.method === "GET" && pathOf(request) === LIVE_PATH;
}

/** `Last-Event-ID`, or `?lastEventId=` for a reconnect the browser did not make itself. */
function lastEventIdOf(request: IncomingMessage): string | null {
  const header = request.headers["last-event-id"];
  if (typeof header === "string") return header;
  return new URL(request.url ?? "/", "http://console.invalid").searchParams.get("lastEventId");
}

export async function answerLiveRequest(
  request: IncomingMessage,
  response: ServerResponse,
  deps: LiveDeps,
): Promise<void> {
  const user = await deps.sessionUser(cookieValue(request.headers.cookie, sessionCookieName));
  if (!user) {
    answerJson(response, 401, {
      error: { code: "UNAUTHENTICATED", message: "Sign in to continue." },
    });
    return;
  }
  const options = await deps.feedOptions(user, lastEventIdOf(request));
  // The client may be gone already (the store reads took a while): nothing to open then.
  if (response.destroyed || request.socket.destroyed) return;
  response.writeHead(200, { ...API_ANSWER_HEADERS, ...LIVE_STREAM_HEADERS });
  const cleanup = openLiveFeed(options, {
    write: (chunk) => void response.write(chunk),
    // Bytes the response and its socket hold that the client has not taken yet.
    backlog: () => response.writableLength,
    fail: () => response.destroy(),
    end: () => response.end(),
  });
  response.once("close", cleanup);
  // A write that fails on a dying socket ends the feed instead of an unhandled error.
  response.once("error", cleanup);
}

/** Answers the live stream before Next sees it (instrumentation.ts). */
export function installLiveLeanPath(deps: LiveDeps): void {
  installLeanPath("live", {
    matches: isLiveRequest,
    answer: (request, response) => answerLiveRequest(request, response, deps),
  });
}
