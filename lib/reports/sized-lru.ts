/**
 * A least-recently-used map of strings bounded by their total length (characters: one byte each
 * for the ASCII most reports are, two for other text). Reading an entry makes it the most recent;
 * storing one past the bound drops the least recent until the rest fits. A value longer than the
 * whole bound is not kept.
 */
export class SizedLru {
  private readonly entries = new Map<string, string>();
  private used = 0;

  constructor(private readonly maxLength: number) {}

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting moves the entry to the most recent end.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: string): void {
    this.delete(key);
    const length = key.length + value.length;
    if (length > this.maxLength) return;
    for (const [oldest] of this.entries) {
      if (this.used + length <= this.maxLength) break;
      this.delete(oldest);
    }
    this.entries.set(key, value);
    this.used += length;
  }

  /** Total length held, keys included. */
  get size(): number {
    return this.used;
  }

  private delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.used -= key.length + value.length;
  }
}
