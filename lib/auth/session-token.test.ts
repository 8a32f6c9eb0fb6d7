import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import type { UserRecord } from "@/lib/db/users";
import { acceptsToken, readSessionToken, type SessionToken } from "./session-token";

const secret = "test-secret-of-reasonable-length-0123456789";
const maxHours = 12;
const hour = 60 * 60;

async function token(
  claims: Record<string, unknown>,
  options: { maxAge?: number; key?: string } = {},
) {
  // next-auth's own encoder, so the reader is checked against what sign-in really issues.
  return encode({ token: claims, secret: options.key ?? secret, maxAge: options.maxAge ?? hour });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const read = (raw: string, now = Date.now()) => readSessionToken(raw, secret, { now, maxHours });

const user: UserRecord = {
  id: "u1",
  email: "a@example.com",
  name: "A",
  role: "admin",
  disabledAt: null,
  sessionVersion: 3,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  lastLoginAt: null,
  hasPassword: true,
};

describe("readSessionToken", () => {
  it("reads a token next-auth issued, twice in a row (the cached key is the right one)", async () => {
    const raw = await token({ sub: "u1", sv: 3, authAt: nowSeconds() });
    expect((await read(raw))?.sub).toBe("u1");
    expect((await read(raw))?.sv).toBe(3);
  });

  it("refuses a token sealed with another secret, even after the real key was cached", async () => {
    await read(await token({ sub: "u1", sv: 3, authAt: nowSeconds() }));
    const forged = await token(
      { sub: "u1", sv: 3, authAt: nowSeconds() },
      { key: "not-the-secret" },
    );
    expect(await read(forged)).toBeNull();
  });

  it("refuses a tampered token and garbage", async () => {
    const raw = await token({ sub: "u1", sv: 3, authAt: nowSeconds() });
    const parts = raw.split(".");
    parts[3] = parts[3].slice(0, -2) + (parts[3].endsWith("AA") ? "BB" : "AA");
    expect(await read(parts.join("."))).toBeNull();
    expect(await read("not-a-token")).toBeNull();
  });

  it("refuses a token read with a different secret than the one cached", async () => {
    const raw = await token({ sub: "u1", sv: 3, authAt: nowSeconds() });
    expect(await read(raw)).not.toBeNull();
    expect(await readSessionToken(raw, "another-secret", { now: Date.now(), maxHours })).toBeNull();
    expect(await read(raw)).not.toBeNull();
  });

  it("refuses an idle-expired token", async () => {
    const raw = await token({ sub: "u1", sv: 3, authAt: nowSeconds() });
    expect(await read(raw, Date.now() + 2 * hour * 1000)).toBeNull();
  });

  it("refuses a token past the absolute lifetime even while its idle expiry is fresh", async () => {
    const raw = await token({ sub: "u1", sv: 3, authAt: nowSeconds() - (maxHours + 1) * hour });
    expect(await read(raw)).toBeNull();
  });

  it("refuses a token without a user id, a session version or a sign-in time", async () => {
    expect(await read(await token({ sv: 3, authAt: nowSeconds() }))).toBeNull();
    expect(await read(await token({ sub: "u1", authAt: nowSeconds() }))).toBeNull();
    expect(await read(await token({ sub: "u1", sv: 3 }))).toBeNull();
  });
});

describe("acceptsToken", () => {
  const claims = { sub: "u1", sv: 3 } as SessionToken;

  it("accepts the user at the token's session version", () => {
    expect(acceptsToken(claims, user)).toBe(true);
  });

  it("refuses after a version bump, a disable, or a deleted user", () => {
    expect(acceptsToken(claims, { ...user, sessionVersion: 4 })).toBe(false);
    expect(acceptsToken(claims, { ...user, disabledAt: "2026-01-02T00:00:00.000Z" })).toBe(false);
    expect(acceptsToken(claims, undefined)).toBe(false);
  });
});
