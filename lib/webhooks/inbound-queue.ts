/**
 * A small in-process work queue for stored deliveries: the receiver answers at once and hands the
 * id here; a few workers process ids after the response. An id already queued or running is not
 * taken twice (the recovery at start and a fresh delivery can name the same row).
 */
export class InboundQueue {
  private readonly pending: number[] = [];
  private readonly known = new Set<number>();
  private running = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly work: (id: number) => Promise<void>,
    private readonly concurrency = 4,
  ) {}

  enqueue(id: number): void {
    if (this.known.has(id)) return;
    this.known.add(id);
    this.pending.push(id);
    // After the current turn: the receiver's response goes out before any processing starts.
    setImmediate(() => this.pump());
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
    while (this.running < this.concurrency && this.pending.length > 0) {
      const id = this.pending.shift() as number;
      this.running += 1;
      this.work(id)
        .catch((error: unknown) => {
          console.error(`[console] processing inbound event ${id} failed:`, error);
        })
        .finally(() => {
          this.running -= 1;
          this.known.delete(id);
          this.pump();
          if (this.known.size === 0) {
            const waiters = this.idleWaiters;
            this.idleWaiters = [];
            for (const resolve of waiters) resolve();
          }
        });
    }
  }
}
