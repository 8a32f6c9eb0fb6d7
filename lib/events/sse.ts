import type { BusEvent, LiveBus } from "./bus";
import {
  concatFrames,
  encodeSse,
  fanOutFor,
  frameOf,
  visibleTo,
  type LiveBatch,
  type LiveSink,
} from "./fan-out";
import { LIVE_CONTROL_EVENTS, type LiveAudience } from "./types";

export interface LiveStreamOptions {
  bus: LiveBus;
  audience: LiveAudience;
  lastEventId?: string | null;
  heartbeatMs?: number;
  /**
   * The stream ends after this long (checked on each heartbeat); the browser reconnects at once
   * with Last-Event-ID, which re-checks the session cookie on a fresh request.
   */
  maxLifetimeMs?: number;
  /** Re-checked on every heartbeat: a disabled user or a changed role ends the stream. */
  stillAllowed?: () => Promise<boolean>;
  /** Streams with the same key (one session) share one `stillAllowed` check per heartbeat. */
  sessionKey?: string;
  /**
   * A client that leaves this many bytes unread is cut off rather than buffered without bound;
   * its browser reconnects with Last-Event-ID and resumes.
   */
  maxQueuedBytes?: number;
  signal?: AbortSignal;
}

const RETRY = new TextEncoder().encode(`retry: 2000\n\n`);

/**
 * Where a feed's bytes go: a web stream's controller (the route handler) or a node:http response
 * (the lean path, ./live-server.ts).
 */
export interface LiveOutput {
  write(chunk: Uint8Array): void;
  /** Bytes written that the client has not taken yet. */
  backlog(): number;
  /** Ends the connection and drops what is queued: the client was too slow. */
  fail(): void;
  /** Ends the stream normally. */
  end(): void;
}

/**
 * One tab's live feed: replay since Last-Event-ID, then live events, heartbeats between. The feed
 * joins the bus's fan-out before it replays and holds live events back until the replay is sent;
 * each event goes out once, in id order, however the two overlap. Frames are the fan-out's shared
 * bytes: nothing is serialised per stream. Answers the feed's cleanup, for when the client leaves
 * (idempotent; `output` is not touched after it).
 */
export function openLiveFeed(options: LiveStreamOptions, output: LiveOutput): () => void {
  const { bus, audience, heartbeatMs = 15_000, maxLifetimeMs = 30 * 60_000 } = options;
  const maxQueuedBytes = options.maxQueuedBytes ?? 1024 * 1024;
  let closed = false;
  // The client already has everything up to its Last-Event-ID (even one this instance has not
  // received yet, in shared mode).
  let lastSent = bus.seqOf(options.lastEventId) ?? -1;
  let held: BusEvent[] | null = [];
  const deadline = Date.now() + maxLifetimeMs;
  // Bound once the feed has joined the fan-out, below; declared first for cleanup to use.
  let leave = () => {};
  const onAbort = () => close();

  const cleanup = () => {
    if (closed) return;
    // Also when the client is gone: nothing is written after.
    closed = true;
    leave();
    options.signal?.removeEventListener("abort", onAbort);
  };
  const close = () => {
    if (closed) return;
    cleanup();
    output.end();
  };
  const send = (chunk: Uint8Array) => {
    if (closed) return;
    if (output.backlog() > maxQueuedBytes) {
      // Failing (not ending) drops what is queued and the connection with it; the browser's
      // EventSource reconnects with Last-Event-ID.
      cleanup();
      output.fail();
      return;
    }
    output.write(chunk);
  };
  /** Events one by one, skipping those already sent (replay and live overlap). */
  const sendEach = (events: readonly BusEvent[]) => {
    const parts: Uint8Array[] = [];
    for (const event of events) {
      if (event.seq <= lastSent) continue;
      lastSent = event.seq;
      if (visibleTo(audience, event)) parts.push(frameOf(event));
    }
    if (parts.length) send(concatFrames(parts));
  };

  const sink: LiveSink = {
    receive(batch: LiveBatch) {
      if (held) {
        held.push(...batch.events);
      } else if (batch.firstSeq > lastSent) {
        lastSent = batch.lastSeq;
        const chunk = batch.chunkFor(audience);
        if (chunk) send(chunk);
      } else {
        sendEach(batch.events);
      }
    },
    heartbeat(frame, now, checks) {
      send(frame);
      if (now >= deadline) return close();
      const check = options.stillAllowed;
      if (!check || closed) return;
      const key = options.sessionKey;
      let allowed = key ? checks.get(key) : undefined;
      if (!allowed) {
        allowed = check();
        if (key) checks.set(key, allowed);
      }
      allowed.then((yes) => (yes ? undefined : close())).catch(() => close());
    },
  };
  leave = fanOutFor(bus, heartbeatMs).join(sink);
  options.signal?.addEventListener("abort", onAbort);

  // The retry hint keeps the browser's own reconnection quick after a dropped connection. A fresh
  // connection learns the current id at once, so even a reconnect before any event resumes from
  // here; a resumed one keeps the id it sent until the replay moves it on.
  send(
    concatFrames([
      RETRY,
      encodeSse({
        id: options.lastEventId ? undefined : bus.lastId,
        event: LIVE_CONTROL_EVENTS.ready,
        data: { at: new Date().toISOString(), resumed: Boolean(options.lastEventId) },
      }),
    ]),
  );
  if (!options.lastEventId) lastSent = Math.max(lastSent, bus.lastSeq);
  bus
    .replay(options.lastEventId)
    .then((replay) => {
      if (replay.gap) {
        // Too far behind to replay: the browser refetches what it shows instead.
        lastSent = Math.max(lastSent, bus.lastSeq);
        send(
          encodeSse({ id: bus.lastId, event: LIVE_CONTROL_EVENTS.resync, data: { reason: "gap" } }),
        );
      } else {
        sendEach(replay.events);
      }
      const live = held ?? [];
      held = null;
      sendEach(live);
    })
    .catch((error: unknown) => {
      console.error("[console] live stream replay failed:", error);
      close();
    });
  if (options.signal?.aborted) close();
  return cleanup;
}

/** The feed as a web stream: the body of `GET /api/live` when Next's route handler answers it. */
export function createLiveStream(options: LiveStreamOptions): ReadableStream<Uint8Array> {
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        cleanup = openLiveFeed(options, {
          write: (chunk) => controller.enqueue(chunk),
          backlog: () => -(controller.desiredSize ?? 0),
          fail: () => controller.error(new Error("live client too slow: dropped")),
          end: () => {
            try {
              controller.close();
            } catch {
              // Already closed by the runtime (client gone).
            }
          },
        });
      },
      cancel() {
        cleanup();
      },
    },
    // Counted in bytes, not chunks (one chunk may carry a whole burst), from zero: desiredSize is
    // then minus what the client has left unread. Chunks are pushed, never pulled.
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );
}
