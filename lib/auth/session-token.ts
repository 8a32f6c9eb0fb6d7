import "server-only";
import { createDecipheriv, hkdfSync } from "node:crypto";
import { checkSessionTimes } from "@/lib/auth/lifetime";
import type { SessionUserRecord } from "@/lib/db/users";

/**
 * Reads the session cookie next-auth v4 issues: a compact JWE, `dir` + A256GCM, keyed by
 * HKDF-SHA256 of the secret. It is opened here with node:crypto in one synchronous step instead of
 * jose's `jwtDecrypt`, whose chain of async layers cost more than the decryption itself on every
 * request. The checks are jose's for this one shape: the header names exactly `dir` and A256GCM
 * (no compression, no critical extensions), the IV and tag have their lengths, the tag
 * authenticates the header and the ciphertext, the payload is a JSON object whose `exp`, `nbf` and
 * `iat` are numbers, with jose's 15 s clock tolerance, and claims the header repeats agree. Only
 * the derived key is cached; the token is opened, its times checked and the user re-read on every
 * request. next-auth's own `encode` issues the tokens the tests read.
 */

// The info string next-auth passes with its default (empty) salt.
const KEY_INFO = "NextAuth.js Generated Encryption Key";
const CLOCK_TOLERANCE_S = 15;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

let cachedKey: { secret: string; key: Buffer } | undefined;

function derivedKey(secret: string): Buffer {
  // One entry: the secret only changes with a restart, and a changed secret must not reuse a key.
  if (cachedKey?.secret !== secret) {
    cachedKey = { secret, key: Buffer.from(hkdfSync("sha256", secret, "", KEY_INFO, 32)) };
  }
  return cachedKey.key;
}

export interface SessionToken {
  sub: string;
  sv: number;
  [claim: string]: unknown;
}

function decodePart(part: string): Buffer | null {
  // Buffer's decoder skips characters outside the alphabet; a token carrying any is not ours.
  return BASE64URL.test(part) ? Buffer.from(part, "base64url") : null;
}

function jsonObject(bytes: Buffer | null): Record<string, unknown> | null {
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(bytes.toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The payload of an authentic `dir` + A256GCM compact JWE sealed with `key`, or null. */
function openJwe(raw: string, key: Buffer): Record<string, unknown> | null {
  const parts = raw.split(".");
  if (parts.length !== 5) return null;
  const [headerPart, encryptedKey, ivPart, cipherPart, tagPart] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  const header = jsonObject(decodePart(headerPart));
  // `dir` carries no encrypted key; `zip` and `crit` ask for handling this reader does not do.
  if (!header || header.alg !== "dir" || header.enc !== "A256GCM" || encryptedKey !== "") {
    return null;
  }
  if ("zip" in header || "crit" in header) return null;
  const iv = decodePart(ivPart);
  const tag = decodePart(tagPart);
  const ciphertext = decodePart(cipherPart);
  if (!iv || iv.length !== 12 || !tag || tag.length !== 16 || !ciphertext) return null;
  let plaintext: Buffer;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: 16 });
    decipher.setAuthTag(tag);
    // The protected header, as sent, is the additional authenticated data.
    decipher.setAAD(Buffer.from(headerPart, "ascii"));
    plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    return null;
  }
  const payload = jsonObject(plaintext);
  if (!payload) return null;
  // A claim the header repeats must say the same (jose's rule for encrypted JWTs).
  for (const claim of ["iss", "sub", "aud"]) {
    if (header[claim] !== undefined && header[claim] !== payload[claim]) return null;
  }
  return payload;
}

/**
 * jose's registered-claim checks for the times a token carries: each a number, `nbf` reached.
 * `exp` itself is checked, without tolerance, by `checkSessionTimes` (./lifetime.ts).
 */
function withinClaimedTimes(payload: Record<string, unknown>, now: number): boolean {
  for (const claim of ["iat", "nbf", "exp"]) {
    if (payload[claim] !== undefined && typeof payload[claim] !== "number") return false;
  }
  const nowSeconds = Math.floor(now / 1000);
  return !(typeof payload.nbf === "number" && payload.nbf > nowSeconds + CLOCK_TOLERANCE_S);
}

/** The token's claims when it is authentic and within both limits; null otherwise. */
export function readSessionToken(
  raw: string,
  secret: string,
  { now, maxHours }: { now: number; maxHours: number },
): SessionToken | null {
  const payload = openJwe(raw, derivedKey(secret));
  if (!payload || !withinClaimedTimes(payload, now)) return null;
  if (typeof payload.sub !== "string" || !payload.sub || typeof payload.sv !== "number") {
    return null;
  }
  if (!checkSessionTimes(payload, { now, maxHours }).ok) return null;
  return payload as SessionToken;
}

/** The store's word on the token: the user exists, is enabled and was not signed out since. */
export function acceptsToken(
  token: SessionToken,
  user: SessionUserRecord | undefined,
): user is SessionUserRecord {
  return user !== undefined && !user.disabledAt && user.sessionVersion === token.sv;
}
