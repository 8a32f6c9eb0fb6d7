import type { SandboxClock } from "../../core/clock";

/** §8: the result of `POST /cdds` under an Idempotency-Key is kept for 7 days of sandbox time. */
export const idempotencyTtlMs = 7 * 24 * 60 * 60 * 1000;

interface Entry {
  fingerprint: string;
  response: unknown;
  storedAt: number;
}

/** JSON with sorted keys, so the same payload with its keys in another order is the same payload. */
export function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    typeof field === "object" && field !== null && !Array.isArray(field)
      ? Object.fromEntries(
          Object.entries(field as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : field,
  );
}

/** Keys are scoped per customer: two customers may well pick the same key. */
export class IdempotencyCache {
  private entries = new Map<string, Entry>();

  constructor(private readonly clock: SandboxClock) {}

  lookup(
    customerId: string,
    key: string,
    payload: string,
  ): { kind: "miss" } | { kind: "replay"; response: unknown } | { kind: "conflict" } {
    const id = `${customerId}\n${key}`;
    const entry = this.entries.get(id);
    if (!entry) return { kind: "miss" };
    if (this.clock.now() - entry.storedAt >= idempotencyTtlMs) {
      this.entries.delete(id);
      return { kind: "miss" };
    }
    return entry.fingerprint === payload
      ? { kind: "replay", response: entry.response }
      : { kind: "conflict" };
  }

  store(customerId: string, key: string, payload: string, response: unknown): void {
    const now = this.clock.now();
    // Expired entries are dropped as new ones come, so a long-running sandbox does not grow.
    for (const [id, entry] of this.entries) {
      if (now - entry.storedAt >= idempotencyTtlMs) this.entries.delete(id);
    }
    this.entries.set(`${customerId}\n${key}`, { fingerprint: payload, response, storedAt: now });
  }

  clear(): void {
    this.entries.clear();
  }
}
