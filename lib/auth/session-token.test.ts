import { createCipheriv, hkdfSync, randomBytes } from "node:crypto";
import { jwtDecrypt } from "jose";
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

/**
 * Seals a compact JWE by hand, so that headers and parts next-auth never writes can be tried. With
 * the defaults it is exactly what next-auth issues (checked against jose below).
 */
function seal(
  payload: unknown,
  {
    header = { alg: "dir", enc: "A256GCM" } as Record<string, unknown>,
    encryptedKey = "",
    ivBytes = 12,
    key = secret,
  } = {},
): string {
  const cek = Buffer.from(hkdfSync("sha256", key, "", "NextAuth.js Generated Encryption Key", 32));
  const headerPart = Buffer.from(JSON.stringify(header)).toString("base64url");
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv("aes-256-gcm", cek, iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(headerPart, "ascii"));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final()]);
  return [headerPart, encryptedKey, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

describe("readSessionToken, jose's checks for this token shape", () => {
  const claims = () => ({ sub: "u1", sv: 3, authAt: nowSeconds(), exp: nowSeconds() + hour });

  it("reads a hand-sealed token that jose itself also accepts (the sealer is faithful)", async () => {
    const raw = seal(claims());
    const key = hkdfSync("sha256", secret, "", "NextAuth.js Generated Encryption Key", 32);
    expect((await jwtDecrypt(raw, new Uint8Array(key))).payload.sub).toBe("u1");
    expect(read(raw)?.sub).toBe("u1");
  });

  it("refuses another algorithm, another encryption, compression and critical extensions", () => {
    for (const header of [
      { alg: "A256KW", enc: "A256GCM" },
      { alg: "dir", enc: "A128GCM" },
      { alg: "dir", enc: "A256GCM", zip: "DEF" },
      { alg: "dir", enc: "A256GCM", crit: ["exp"] },
      { enc: "A256GCM" },
    ]) {
      expect(read(seal(claims(), { header })), JSON.stringify(header)).toBeNull();
    }
  });

  it("refuses an encrypted key where `dir` has none, and an IV of the wrong length", () => {
    expect(read(seal(claims(), { encryptedKey: "AAAA" }))).toBeNull();
    expect(read(seal(claims(), { ivBytes: 16 }))).toBeNull();
  });

  it("refuses a cut tag, characters outside base64url and a part too many or too few", () => {
    const parts = seal(claims()).split(".");
    expect(read([...parts.slice(0, 4), parts[4].slice(0, 10)].join("."))).toBeNull();
    expect(read([parts[0], "", `${parts[2]}!`, parts[3], parts[4]].join("."))).toBeNull();
    expect(read([...parts, ""].join("."))).toBeNull();
    expect(read(parts.slice(0, 4).join("."))).toBeNull();
  });

  it("refuses a payload that is not a JSON object, and times that are not numbers", () => {
    expect(read(seal(["u1", 3]))).toBeNull();
    expect(read(seal("u1"))).toBeNull();
    expect(read(seal({ ...claims(), iat: "today" }))).toBeNull();
    expect(read(seal({ ...claims(), exp: `${nowSeconds() + hour}` }))).toBeNull();
  });

  it("refuses a token not valid yet beyond the 15 s tolerance, and accepts one within it", () => {
    expect(read(seal({ ...claims(), nbf: nowSeconds() + 60 }))).toBeNull();
    expect(read(seal({ ...claims(), nbf: nowSeconds() + 5 }))?.sub).toBe("u1");
  });

  it("refuses a header that repeats a claim with another value", () => {
    const header = { alg: "dir", enc: "A256GCM", sub: "someone-else" };
    expect(read(seal(claims(), { header }))).toBeNull();
    expect(read(seal(claims(), { header: { ...header, sub: "u1" } }))?.sub).toBe("u1");
  });

  it("refuses a token sealed with a key derived from another secret", () => {
    expect(read(seal(claims(), { key: "not-the-secret" }))).toBeNull();
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
