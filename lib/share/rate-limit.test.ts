import { describe, expect, it } from "vitest";
import { FixedWindowLimiter, requestAddress } from "./rate-limit";

describe("FixedWindowLimiter", () => {
  it("allows max requests per window, then says how long to wait", () => {
    const limiter = new FixedWindowLimiter({ max: 3, windowMs: 60_000 });
    expect([1, 2, 3].map(() => limiter.hit("a", 1_000))).toEqual([0, 0, 0]);
    expect(limiter.hit("a", 31_000)).toBe(30);
    expect(limiter.hit("b", 31_000)).toBe(0);
  });

  it("starts a new window once the old one is over", () => {
    const limiter = new FixedWindowLimiter({ max: 1, windowMs: 1_000 });
    expect(limiter.hit("a", 0)).toBe(0);
    expect(limiter.hit("a", 500)).toBe(1);
    expect(limiter.hit("a", 1_000)).toBe(0);
  });
});

describe("requestAddress", () => {
  it("takes the last X-Forwarded-For hop, the one the server side appended", () => {
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 10.0.0.1" });
    expect(requestAddress(headers)).toBe("10.0.0.1");
  });

  it("ignores a client-written X-Real-IP: one shared bucket when the hook set nothing", () => {
    expect(requestAddress(new Headers({ "x-real-ip": "10.0.0.2" }))).toBe("unknown");
    expect(requestAddress(new Headers())).toBe("unknown");
  });
});
