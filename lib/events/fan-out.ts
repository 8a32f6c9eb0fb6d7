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

const encoder = new TextEncoder();

export function encodeSse(message: { id?: string; event: string; data: unknown }): Uint8Array {
  return encoder.encode(formatSse(message));
}

// An event's frame is the same bytes for every stream, the replays included: made once, kept as
// long as the event itself is (the bus's ring buffer).
const frames = new WeakMap<BusEvent, Uint8Array>();

export function frameOf(event: BusEvent): Uint8Array {
  let frame = frames.get(event);
  if (!frame) {
    // What a browser receives: the event without the server's bookkeeping.
    const data = { type: event.type, at: event.at, data: event.data };
    frame = encodeSse({ id: event.id, event: event.type, data });
    frames.set(event, frame);
  }
  return frame;
}

export function visibleTo(audience: LiveAudience, event: BusEvent): boolean {
  return audience === "admin" || event.audience === "all";
}

/** Several frames as one chunk: one write per stream instead of one per event. */
export function concatFrames(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const size = parts.reduce((total, part) => total + part.byteLength, 0);
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}

/**
 * Events the bus delivered since the last flush (a page of rows read from the store, deliveries
 * processed side by side), with one chunk per audience built on first use and shared by every stream
 * of that audience.
 */
export class LiveBatch {
  readonly firstSeq: number;
  readonly lastSeq: number;
  private readonly chunks = new Map<LiveAudience, Uint8Array | null>();

  constructor(readonly events: readonly BusEvent[]) {
    this.firstSeq = events[0]?.seq ?? 0;
    this.lastSeq = events.at(-1)?.seq ?? 0;
  }

  /** Every event this audience may see, as one chunk; null when it may see none. */
  chunkFor(audience: LiveAudience): Uint8Array | null {
    if (!this.chunks.has(audience)) {
      const parts = this.events.filter((event) => visibleTo(audience, event)).map(frameOf);
      this.chunks.set(audience, parts.length ? concatFrames(parts) : null);
    }
    return this.chunks.get(audience) ?? null;
  }
}

/** One open stream, as the fan-out sees it. */
export interface LiveSink {
  receive(batch: LiveBatch): void;
  /** The shared heartbeat; `checks` lets streams of one session share one permission check. */
  heartbeat(frame: Uint8Array, now: number, checks: Map<string, Promise<boolean>>): void;
}

/** Stream writes per millisecond the fan-out spreads a steady flow of events to, at most. */
const WRITES_PER_MS = 10;
const MAX_SPACING_MS = 100;

/**
 * The fan-out of one bus to its open streams: one bus subscription and one heartbeat timer for
 * all of them, however many tabs are open. Each event is serialised once (frameOf); the events
 * of one flush go to each stream as one write of bytes shared by its audience.
 */
export class LiveFanOut {
  private readonly sinks = new Set<LiveSink>();
  private pending: BusEvent[] = [];
  private unsubscribe: (() => void) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastFlush = -Infinity;

  constructor(
    private readonly bus: LiveBus,
    private readonly heartbeatMs: number,
  ) {}

  get size(): number {
    return this.sinks.size;
  }

  join(sink: LiveSink): () => void {
    this.sinks.add(sink);
    this.unsubscribe ??= this.bus.subscribe((event) => this.collect(event));
    this.timer ??= setInterval(() => this.beat(), this.heartbeatMs);
    return () => this.leave(sink);
  }

  private leave(sink: LiveSink): void {
    this.sinks.delete(sink);
    if (this.sinks.size > 0) return;
    // Nobody listens: the bus keeps no subscriber and the process no timer for this fan-out.
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private collect(event: BusEvent): void {
    this.pending.push(event);
    if (this.pending.length > 1) return;
    // The events of every request and store read handled in this turn of the event loop go out
    // together, as one write per stream. A write costs far more than the bytes (the web stream
    // and the HTTP response each take it in turn), so under a steady flow the writes are also
    // spaced: at most ~10,000 a second whatever the number of streams (500 streams: a batch
    // every 50 ms at most); an event after a quiet spell goes out at once.
    const wait = this.lastFlush + this.spacingMs() - performance.now();
    if (wait <= 0) setImmediate(() => this.flush());
    else setTimeout(() => this.flush(), wait);
  }

  private spacingMs(): number {
    return Math.min(MAX_SPACING_MS, this.sinks.size / WRITES_PER_MS);
  }

  private flush(): void {
    this.lastFlush = performance.now();
    const batch = new LiveBatch(this.pending);
    this.pending = [];
    for (const sink of [...this.sinks]) {
      try {
        sink.receive(batch);
      } catch (error) {
        // One broken stream must not keep the events from the others.
        console.error("[console] a live stream failed:", error);
      }
    }
  }

  private beat(): void {
    const now = Date.now();
    const frame = encodeSse({
      event: LIVE_CONTROL_EVENTS.heartbeat,
      data: { at: new Date(now).toISOString() },
    });
    const checks = new Map<string, Promise<boolean>>();
    for (const sink of [...this.sinks]) {
      try {
        sink.heartbeat(frame, now, checks);
      } catch (error) {
        console.error("[console] a live stream failed:", error);
      }
    }
  }
}

// Kept beside each bus, one per heartbeat interval (the route uses one; tests use their own).
const fanOuts = new WeakMap<LiveBus, Map<number, LiveFanOut>>();

export function fanOutFor(bus: LiveBus, heartbeatMs: number): LiveFanOut {
  let byInterval = fanOuts.get(bus);
  if (!byInterval) fanOuts.set(bus, (byInterval = new Map()));
  let fanOut = byInterval.get(heartbeatMs);
  if (!fanOut) byInterval.set(heartbeatMs, (fanOut = new LiveFanOut(bus, heartbeatMs)));
  return fanOut;
}
