import { describe, expect, it } from "vitest";
import { resolveClientAddress } from "./client-address";

describe("resolveClientAddress", () => {
  it("uses the socket address and ignores a client-written X-Forwarded-For without a trusted proxy", () => {
    expect(resolveClientAddress("203.0.113.9", "198.51.100.1", { hops: 0 })).toBe("203.0.113.9");
    expect(resolveClientAddress("::ffff:203.0.113.9", "1.2.3.4, 5.6.7.8", { hops: 0 })).toBe(
      "203.0.113.9",
    );
  });

  it("believes as many hops as TRUSTED_PROXY_HOPS says, never more than were sent", () => {
    // client 198.51.100.7 → proxy 10.0.0.2 → socket; the client claims 1.1.1.1 in front of itself.
    const forwarded = "1.1.1.1, 198.51.100.7";
    expect(resolveClientAddress("10.0.0.2", forwarded, { hops: 1 })).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.2", forwarded, { hops: 2 })).toBe("1.1.1.1");
    expect(resolveClientAddress("10.0.0.2", undefined, { hops: 1 })).toBe("10.0.0.2");
  });

  it("walks back through TRUSTED_PROXIES addresses and ranges only", () => {
    const trust = { hops: 0, proxies: ["10.0.0.0/8", "192.0.2.1"] };
    expect(resolveClientAddress("10.0.0.2", "1.1.1.1, 198.51.100.7, 192.0.2.1", trust)).toBe(
      "198.51.100.7",
    );
    // A direct client outside the trusted ranges is the address, whatever it wrote.
    expect(resolveClientAddress("203.0.113.9", "10.1.1.1", trust)).toBe("203.0.113.9");
    // Junk in the header is skipped, not used as a bucket key.
    expect(resolveClientAddress("10.0.0.2", "not-an-ip", trust)).toBe("10.0.0.2");
  });
});
