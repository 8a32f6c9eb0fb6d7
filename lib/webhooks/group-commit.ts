/**
 * Group commit: items handed in within a few milliseconds of each other are written by one call
 * (one statement, one commit), and each caller learns its own result only once that write is done,
 * so an answer sent after `add` resolves is an answer about a stored item. While one write runs,
 * the next batch gathers; a failed write fails every caller of its batch (none was stored).
 */
export class GroupCommit<T, R> {
  private pending: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] =
    [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> | null = null;

  constructor(
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly options: { windowMs: number; maxBatch: number } = {
      windowMs: 2,
      maxBatch: 200,
    },
    /** Called whenever nothing is left gathering or being written. */
    private readonly onIdle?: () => void,
  ) {}

  /** True while items are gathering or being written. */
  get busy(): boolean {
    return this.pending.length > 0 || this.writing !== null;
  }

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.options.maxBatch) this.start();
      else this.timer ??= setTimeout(() => this.start(), this.options.windowMs);
    });
  }

  private start(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // A write in progress takes what gathered meanwhile as soon as it is done.
    if (this.writing) return;
    this.writing = this.drain().finally(() => {
      this.writing = null;
      if (this.pending.length > 0) this.start();
      else this.onIdle?.();
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.maxBatch);
      try {
        const results = await this.write(batch.map(({ item }) => item));
        batch.forEach(({ resolve }, index) => resolve(results[index]));
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
  }
}
