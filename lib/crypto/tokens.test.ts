import { describe, expect, it } from "vitest";
import { hashToken, randomToken, sha256Hex, timingSafeEqualString } from "./tokens";

describe("tokens", () => {
  it("are 256-bit, URL-safe and unique", () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(new Set(Array.from({ length: 100 }, () => randomToken())).size).toBe(100);
  });

  it("hash to a stable SHA-256 hex digest that differs from the token", () => {
    expect(sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    const token = randomToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
  });

  it("compare equal strings as equal and anything else as different", () => {
    expect(timingSafeEqualString("sha256=abc", "sha256=abc")).toBe(true);
    expect(timingSafeEqualString("sha256=abc", "sha256=abd")).toBe(false);
    expect(timingSafeEqualString("short", "much longer value")).toBe(false);
    expect(timingSafeEqualString("", "")).toBe(true);
  });
});
