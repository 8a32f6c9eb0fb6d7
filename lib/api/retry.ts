/**
 * When and how long to wait before trying again. Only requests that are safe to repeat get here
 * (GET, or a write carrying an idempotency key); the decision is the caller's.
 */

export interface RetryOptions {
  /** Attempts after the first one. */
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Upper bound on a server-requested `Retry-After`, so one answer cannot stall a page. */
  maxRetryAfterMs?: number;
  /** Injected by tests; must reject when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Injected by tests; returns a number in [0, 1). */
  random?: () => number;
}

export type ResolvedRetryOptions = Required<RetryOptions>;

export const DEFAULT_RETRY: ResolvedRetryOptions = {
  retries: 3,
  baseDelayMs: 200,
  maxDelayMs: 2_000,
  maxRetryAfterMs: 5_000,
  sleep: abortableSleep,
  random: Math.random,
};

/** Statuses worth another try: overload and server faults, not client mistakes. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Capped exponential backoff with full jitter; `attempt` counts retries from 0. */
export function backoffDelay(attempt: number, options: ResolvedRetryOptions): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  return Math.floor(options.random() * ceiling);
}

/** `Retry-After` as delta-seconds or an HTTP date, in ms; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function retryDelay(
  attempt: number,
  retryAfter: string | null,
  options: ResolvedRetryOptions,
): number {
  const requested = parseRetryAfter(retryAfter);
  return requested === undefined
    ? backoffDelay(attempt, options)
    : Math.min(requested, options.maxRetryAfterMs);
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
