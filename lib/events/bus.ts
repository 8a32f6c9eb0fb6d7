import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/db/schema";
import type { LiveAudience, LiveEvent, LiveEventData, LiveEventType } from "./types";

/**
 * The live bus: the inbound receiver and the run watcher publish, every open live stream
 * subscribes. A bounded ring buffer of recent events with increasing ids lets a browser that
 * reconnects with Last-Event-ID catch up without loss.
 *
 * One instance: events stay in the process, ids are `<boot id>.<sequence>`. Several instances
 * (DATABASE_URL): a transport (lib/events/pg-transport.ts) stores each event as a row and wakes
 * every instance, which delivers the rows in id order; the row id is the event id, so a browser
 * can resume on any instance.
 */
export type BusEvent = LiveEvent & { seq: number; audience: LiveAudience };

export type BusListener = (event: BusEvent) => void;

export interface Replay {
  events: BusEvent[];
  /** True when events after `lastEventId` may have been missed: the client must refetch. */
  gap: boolean;
}

/** An event before the store gave it an id. */
export type DraftEvent = Omit<BusEvent, "id" | "seq">;

export interface LiveTransport {
  /** Stores the event and wakes every instance; within `trx` when given (sent on its commit). */
  send(event: DraftEvent, trx?: Db): Promise<void>;
  /** Stored events after `afterSeq`, oldest first, at most `limit`. */
  readAfter(afterSeq: number, limit: number): Promise<BusEvent[]>;
}

interface PublishOptions {
  audience?: LiveAudience;
  now?: Date;
}

export class LiveBus {
  readonly bootId: string;
  private seq = 0;
  private readonly buffer: BusEvent[] = [];
  private readonly listeners = new Set<BusListener>();
  private transport: LiveTransport | null = null;
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly capacity = 1000,
    bootId = randomBytes(4).toString("hex"),
  ) {
    this.bootId = bootId;
  }

  /** Shared mode: from now on events go through the store; `lastSeq` is its newest row. */
  attach(transport: LiveTransport, lastSeq: number): void {
    this.transport = transport;
    this.seq = lastSeq;
    this.buffer.length = 0;
  }

  get shared(): boolean {
    return this.transport !== null;
  }

  get lastId(): string {
    return this.transport ? String(this.seq) : `${this.bootId}.${this.seq}`;
  }

  get lastSeq(): number {
    return this.seq;
  }

  /**
   * Announces an event. In shared mode it reaches subscribers (here and on every instance) once
   * stored; sends from one process keep their order.
   */
  publish<T extends LiveEventType>(type: T, data: LiveEventData<T>, options: PublishOptions = {}) {
    const draft = this.draft(type, data, options);
    const transport = this.transport;
    if (!transport) return this.deliver({ ...draft, id: "", seq: this.seq + 1 } as BusEvent);
    this.sending = this.sending
      .then(() => transport.send(draft))
      .catch((error: unknown) => console.error("[console] a live event was not stored:", error));
    return undefined;
  }

  /**
   * Announces an event as part of a store transaction (a run's status change): on PostgreSQL it
   * is stored and sent only if the transaction commits; in memory, at once.
   */
  async publishWithin<T extends LiveEventType>(
    trx: Db,
    type: T,
    data: LiveEventData<T>,
    options: PublishOptions = {},
  ): Promise<void> {
    if (!this.transport) {
      this.publish(type, data, options);
      return;
    }
    await this.transport.send(this.draft(type, data, options), trx);
  }

  /** Hands an event to the buffer and every subscriber; shared mode ignores one seen already. */
  deliver(event: BusEvent): BusEvent {
    if (event.seq <= this.seq) return event;
    this.seq = event.seq;
    const delivered = { ...event, id: this.transport ? String(event.seq) : this.idOf(event.seq) };
    this.buffer.push(delivered);
    if (this.buffer.length > this.capacity)
      this.buffer.splice(0, this.buffer.length - this.capacity);
    for (const listener of this.listeners) {
      try {
        listener(delivered);
      } catch (error) {
        // One broken stream must not keep the event from the others.
        console.error("[console] a live listener failed:", error);
      }
    }
    return delivered;
  }

  subscribe(listener: BusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  /** The sequence a Last-Event-ID names on this bus, or null when it is not one of its ids. */
  seqOf(lastEventId: string | null | undefined): number | null {
    if (!lastEventId) return null;
    if (this.transport) return /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : null;
    const [bootId, rawSeq] = lastEventId.split(".");
    const seq = Number(rawSeq);
    return bootId === this.bootId && Number.isInteger(seq) && seq >= 0 ? seq : null;
  }

  /** What a client that last saw `lastEventId` has missed (in memory only). */
  since(lastEventId: string | null | undefined): Replay {
    if (!lastEventId) return { events: [], gap: false };
    const lastSeq = this.seqOf(lastEventId);
    if (lastSeq === null || lastSeq > this.seq) return { events: [...this.buffer], gap: true };
    const oldest = this.buffer[0]?.seq ?? this.seq + 1;
    const events = this.buffer.filter((event) => event.seq > lastSeq);
    return { events, gap: lastSeq < oldest - 1 };
  }

  /** Like `since`, but in shared mode reads the store for what the buffer no longer holds. */
  async replay(lastEventId: string | null | undefined): Promise<Replay> {
    const transport = this.transport;
    if (!transport) return this.since(lastEventId);
    if (!lastEventId) return { events: [], gap: false };
    const lastSeq = this.seqOf(lastEventId);
    if (lastSeq === null) return { events: [], gap: true };
    // Seen on another instance before this one was woken: the live events that follow catch up.
    if (lastSeq >= this.seq) return { events: [], gap: false };
    const oldest = this.buffer[0]?.seq ?? this.seq + 1;
    if (lastSeq >= oldest - 1) {
      return { events: this.buffer.filter((event) => event.seq > lastSeq), gap: false };
    }
    // Ids may skip (a rolled-back transaction uses one up), so only the count tells a gap.
    const rows = await transport.readAfter(lastSeq, this.capacity + 1);
    if (rows.length > this.capacity) return { events: [], gap: true };
    return { events: rows, gap: false };
  }

  private draft<T extends LiveEventType>(
    type: T,
    data: LiveEventData<T>,
    options: PublishOptions,
  ): DraftEvent {
    return {
      type,
      at: (options.now ?? new Date()).toISOString(),
      data,
      audience: options.audience ?? "all",
    } as DraftEvent;
  }

  private idOf(seq: number): string {
    return `${this.bootId}.${seq}`;
  }
}

// Kept on globalThis: instrumentation and each route bundle may load their own copy of this
// module, and they must all share one bus.
const store = globalThis as typeof globalThis & { __consoleLiveBus?: LiveBus };

export function getLiveBus(): LiveBus {
  store.__consoleLiveBus ??= new LiveBus();
  return store.__consoleLiveBus;
}
