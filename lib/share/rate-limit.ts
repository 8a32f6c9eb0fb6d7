/**
 * A fixed-window limit on share page requests per client address, kept in memory: share pages
 * are public, so this bounds how hard one address can hammer them (and inflate view counts).
 * Guessing a token is hopeless anyway (256 bits). Pure, so proxy.ts can run it before rendering.
 */
export interface ShareRateLimit {
  max: number;
  windowMs: number;
}

export const SHARE_RATE_LIMIT: ShareRateLimit = { max: 60, windowMs: 60_000 };

interface Bucket {
  start: number;
  count: number;
}

const MAX_TRACKED = 10_000;

export class FixedWindowLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly rule: ShareRateLimit) {}

  /** Counts one request; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, now: number): number {
    let bucket = this.buckets.get(key);
    if (!bucket || now - bucket.start >= this.rule.windowMs) {
      if (!bucket && this.buckets.size >= MAX_TRACKED) this.prune(now);
      bucket = { start: now, count: 0 };
      this.buckets.set(key, bucket);
    }
    bucket.count += 1;
    if (bucket.count <= this.rule.max) return 0;
    return Math.max(1, Math.ceil((bucket.start + this.rule.windowMs - now) / 1000));
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.start >= this.rule.windowMs) this.buckets.delete(key);
    }
    // Still full of live buckets: forget the oldest rather than grow without bound.
    if (this.buckets.size >= MAX_TRACKED) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
  }
}

/**
 * The address the server's hook (lib/http/client-address-hook.ts) resolved from the socket and the
 * trusted proxies, never a hop the client wrote itself.
 */
export function requestAddress(headers: Headers): string {
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? "unknown";
}
