import type { InboundEventRecord } from "@/lib/db/inbound-events";

/** A stored delivery waiting to be processed; `claimed` when the sweep already holds its claim. */
export interface QueuedEvent {
  record: InboundEventRecord;
  claimed: boolean;
  /** When the claim the row was stored with ends (epoch ms), for a row this instance stored. */
  claimedUntil?: number;
}

/**
 * A small in-process work queue for stored deliveries: the receiver answers at once and hands the
 * stored record here; one batch at a time is processed after the response (what gathered while the
 * previous batch ran, up to `maxBatch`), so the store sees one claim and one completion statement
 * per batch instead of per delivery. A row already queued or running is not taken twice (the sweep
 * and a fresh delivery can name the same row).
 */
export class InboundQueue {
  private pending: QueuedEvent[] = [];
  private readonly known = new Map<number, QueuedEvent>();
  private running = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly work: (batch: QueuedEvent[]) => Promise<void>,
    private readonly maxBatch = 200,
    /**
     * While this says so, processing waits (the receiver is busy storing deliveries) unless
     * `maxBacklog` rows are waiting; `resume()` is called when it stops saying so.
     */
    private readonly yieldTo: () => boolean = () => false,
    private readonly maxBacklog = 5_000,
  ) {}

  /** Processing may go on (the receiver fell idle). */
  resume(): void {
    if (this.pending.length > 0) setImmediate(() => this.pump());
  }

  enqueue(item: QueuedEvent): void {
    const queued = this.known.get(item.record.id);
    if (queued) {
      // The sweep claimed a row still waiting here: its claim is this instance's now.
      if (item.claimed) queued.claimed = true;
      return;
    }
    this.known.set(item.record.id, item);
    this.pending.push(item);
    // After the current turn: the receiver's response goes out before any processing starts.
    if (this.pending.length === 1 || this.pending.length >= this.maxBacklog) {
      setImmediate(() => this.pump());
    }
  }

  get size(): number {
    return this.known.size;
  }

  /** Resolves once nothing is queued or running (tests, recovery, benchmarks). */
  idle(): Promise<void> {
    if (this.known.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump(): void {
    if (this.running || this.pending.length === 0) return;
    // Answers first: processing happens after them, so it gives way to a receiver under load
    // until the backlog grows too long (then both go on, sharing the process).
    if (this.yieldTo() && this.pending.length < this.maxBacklog) return;
    const batch = this.pending.splice(0, this.maxBatch);
    this.running = true;
    this.work(batch)
      .catch((error: unknown) => {
        const ids = batch.map(({ record }) => record.id).join(", ");
        console.error(`[console] processing inbound events ${ids} failed:`, error);
      })
      .finally(() => {
        this.running = false;
        for (const { record } of batch) this.known.delete(record.id);
        this.pump();
        if (this.known.size === 0) {
          const waiters = this.idleWaiters;
          this.idleWaiters = [];
          for (const resolve of waiters) resolve();
        }
      });
  }
}
