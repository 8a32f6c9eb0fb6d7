import { describe, expect, it } from "vitest";
import { backoffDelay, DEFAULT_RETRY, parseRetryAfter, retryDelay } from "./retry";

describe("retry timing", () => {
  it("grows exponentially up to the cap, scaled by full jitter", () => {
    const options = { ...DEFAULT_RETRY, random: () => 0.999 };
    const delays = [0, 1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, options));
    expect(delays).toEqual([199, 399, 799, 1598, 1998, 1998]);
    expect(backoffDelay(3, { ...DEFAULT_RETRY, random: () => 0 })).toBe(0);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2025-03-01T10:00:00Z");
    expect(parseRetryAfter("3", now)).toBe(3000);
    expect(parseRetryAfter("Sat, 01 Mar 2025 10:00:02 GMT", now)).toBe(2000);
    expect(parseRetryAfter("Sat, 01 Mar 2025 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it("prefers Retry-After over backoff but caps it", () => {
    const options = { ...DEFAULT_RETRY, random: () => 0.5 };
    expect(retryDelay(0, "1", options)).toBe(1000);
    expect(retryDelay(0, "3600", options)).toBe(5000);
    expect(retryDelay(1, null, options)).toBe(200);
  });
});
