import type { BusEvent, LiveBus } from "./bus";
import { LIVE_CONTROL_EVENTS, type LiveAudience } from "./types";

/** One Server-Sent Events message; `data` is JSON on a single line. */
export function formatSse(message: { id?: string; event: string; data: unknown }): string {
  const lines = [];
  if (message.id) lines.push(`id: ${message.id}`);
  lines.push(`event: ${message.event}`);
  lines.push(`data: ${JSON.stringify(message.data)}`);
  return `${lines.join("\n")}\n\n`;
}

export interface LiveStreamOptions {
  bus: LiveBus;
  audience: LiveAudience;
  lastEventId?: string | null;
  heartbeatMs?: number;
  /**
   * The stream ends after this long; the browser reconnects at once with Last-Event-ID, which
   * re-checks the session cookie on a fresh request.
   */
  maxLifetimeMs?: number;
  /** Re-checked on every heartbeat: a disabled user or a changed role ends the stream. */
  stillAllowed?: () => Promise<boolean>;
  /** A client this far behind is cut off rather than buffered without bound; it will resume. */
  maxQueuedMessages?: number;
  signal?: AbortSignal;
  now?: () => Date;
}

const encoder = new TextEncoder();

/**
 * The body of `GET /api/live`: replay since Last-Event-ID, then live events, heartbeats between.
 * The stream subscribes before it replays and holds live events back until the replay is sent;
 * each event goes out once, in id order, however the two overlap.
 */
export function createLiveStream(options: LiveStreamOptions): ReadableStream<Uint8Array> {
  const { bus, audience, heartbeatMs = 15_000, maxLifetimeMs = 30 * 60_000 } = options;
  const maxQueued = options.maxQueuedMessages ?? 500;
  const now = options.now ?? (() => new Date());
  let cleanup = () => {};

  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      // The client already has everything up to its Last-Event-ID (even one this instance has
      // not received yet, in shared mode).
      let lastSent = bus.seqOf(options.lastEventId) ?? -1;
      let held: BusEvent[] | null = [];
      const send = (text: string) => {
        if (closed) return;
        if ((controller.desiredSize ?? 0) < -maxQueued) return close();
        controller.enqueue(encoder.encode(text));
      };
      const visible = (event: BusEvent) => audience === "admin" || event.audience === "all";
      const sendEvent = (event: BusEvent) => {
        if (event.seq <= lastSent) return;
        lastSent = event.seq;
        if (visible(event)) {
          send(formatSse({ id: event.id, event: event.type, data: wire(event) }));
        }
      };
      const close = () => {
        if (closed) return;
        closed = true;
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed by the runtime (client gone).
        }
      };

      const unsubscribe = bus.subscribe((event) => (held ? held.push(event) : sendEvent(event)));
      // The retry hint keeps the browser's own reconnection quick after a dropped connection.
      send(`retry: 2000\n\n`);
      // A fresh connection learns the current id at once, so even a reconnect before any event
      // resumes from here; a resumed one keeps the id it sent until the replay moves it on.
      send(
        formatSse({
          id: options.lastEventId ? undefined : bus.lastId,
          event: LIVE_CONTROL_EVENTS.ready,
          data: { at: now().toISOString(), resumed: Boolean(options.lastEventId) },
        }),
      );
      if (!options.lastEventId) lastSent = Math.max(lastSent, bus.lastSeq);
      const flushHeld = () => {
        for (const event of held ?? []) sendEvent(event);
        held = null;
      };
      bus
        .replay(options.lastEventId)
        .then((replay) => {
          if (replay.gap) {
            // Too far behind to replay: the browser refetches what it shows instead.
            lastSent = Math.max(lastSent, bus.lastSeq);
            send(
              formatSse({
                id: bus.lastId,
                event: LIVE_CONTROL_EVENTS.resync,
                data: { reason: "gap" },
              }),
            );
          } else {
            for (const event of replay.events) sendEvent(event);
          }
          flushHeld();
        })
        .catch((error: unknown) => {
          console.error("[console] live stream replay failed:", error);
          close();
        });

      const heartbeat = setInterval(() => {
        send(
          formatSse({ event: LIVE_CONTROL_EVENTS.heartbeat, data: { at: now().toISOString() } }),
        );
        options
          .stillAllowed?.()
          .then((allowed) => {
            if (!allowed) close();
          })
          .catch(() => close());
      }, heartbeatMs);
      const lifetime = setTimeout(close, maxLifetimeMs);
      const onAbort = () => close();
      options.signal?.addEventListener("abort", onAbort);

      cleanup = () => {
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        options.signal?.removeEventListener("abort", onAbort);
      };
      if (options.signal?.aborted) close();
    },
    cancel() {
      cleanup();
    },
  });
}

/** What a browser receives: the event without the server's bookkeeping. */
function wire(event: BusEvent) {
  return { type: event.type, at: event.at, data: event.data };
}
