import { randomBytes } from "node:crypto";
import type { LiveAudience, LiveEvent, LiveEventData, LiveEventType } from "./types";

/**
 * The in-process live bus: the inbound receiver and the run watcher publish, every open live
 * stream subscribes. A bounded ring buffer of recent events with increasing ids lets a browser
 * that reconnects with Last-Event-ID catch up without loss.
 *
 * One console process only: several instances behind a load balancer would each have their own
 * bus. PostgreSQL LISTEN/NOTIFY (DESIGN.md, "Live") would join them; it is out of scope while the
 * store itself is SQLite-only.
 */
export type BusEvent = LiveEvent & { seq: number; audience: LiveAudience };

export type BusListener = (event: BusEvent) => void;

export interface Replay {
  events: BusEvent[];
  /** True when events after `lastEventId` may have been missed: the client must refetch. */
  gap: boolean;
}

export class LiveBus {
  readonly bootId: string;
  private seq = 0;
  private readonly buffer: BusEvent[] = [];
  private readonly listeners = new Set<BusListener>();

  constructor(
    private readonly capacity = 1000,
    bootId = randomBytes(4).toString("hex"),
  ) {
    this.bootId = bootId;
  }

  get lastId(): string {
    return `${this.bootId}.${this.seq}`;
  }

  publish<T extends LiveEventType>(
    type: T,
    data: LiveEventData<T>,
    options: { audience?: LiveAudience; now?: Date } = {},
  ): BusEvent {
    this.seq += 1;
    const event = {
      id: `${this.bootId}.${this.seq}`,
      seq: this.seq,
      type,
      at: (options.now ?? new Date()).toISOString(),
      data,
      audience: options.audience ?? "all",
    } as BusEvent;
    this.buffer.push(event);
    if (this.buffer.length > this.capacity)
      this.buffer.splice(0, this.buffer.length - this.capacity);
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        // One broken stream must not keep the event from the others.
        console.error("[console] a live listener failed:", error);
      }
    }
    return event;
  }

  subscribe(listener: BusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  /** What a client that last saw `lastEventId` has missed. */
  since(lastEventId: string | null | undefined): Replay {
    if (!lastEventId) return { events: [], gap: false };
    const [bootId, rawSeq] = lastEventId.split(".");
    const lastSeq = Number(rawSeq);
    if (bootId !== this.bootId || !Number.isInteger(lastSeq) || lastSeq < 0 || lastSeq > this.seq) {
      return { events: [...this.buffer], gap: true };
    }
    const oldest = this.buffer[0]?.seq ?? this.seq + 1;
    const events = this.buffer.filter((event) => event.seq > lastSeq);
    return { events, gap: lastSeq < oldest - 1 };
  }
}

// Kept on globalThis: instrumentation and each route bundle may load their own copy of this
// module, and they must all share one bus.
const store = globalThis as typeof globalThis & { __consoleLiveBus?: LiveBus };

export function getLiveBus(): LiveBus {
  store.__consoleLiveBus ??= new LiveBus();
  return store.__consoleLiveBus;
}
