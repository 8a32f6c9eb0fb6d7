import "server-only";
import { hkdf } from "node:crypto";
import { promisify } from "node:util";
import { jwtDecrypt, type JWTPayload } from "jose";
import { checkSessionTimes } from "@/lib/auth/lifetime";
import type { SessionUserRecord } from "@/lib/db/users";

/**
 * Reads the session cookie the way next-auth v4's `decode` does (a JWE, `dir` + A256GCM, keyed by
 * HKDF-SHA256 of the secret, 15 s clock tolerance), but derives the key once per secret instead of
 * on every request: the derivation was a third of the session check. Only the key is cached; the
 * token is decrypted, its times checked and the user re-read on every request.
 */

const hkdfAsync = promisify(hkdf);
// The info string next-auth passes with its default (empty) salt.
const KEY_INFO = "NextAuth.js Generated Encryption Key";

let cachedKey: { secret: string; key: Promise<Uint8Array> } | undefined;

function derivedKey(secret: string): Promise<Uint8Array> {
  // One entry: the secret only changes with a restart, and a changed secret must not reuse a key.
  if (cachedKey?.secret !== secret) {
    const key = hkdfAsync("sha256", secret, "", KEY_INFO, 32).then((bits) => new Uint8Array(bits));
    cachedKey = { secret, key };
  }
  return cachedKey.key;
}

export interface SessionToken extends JWTPayload {
  sub: string;
  sv: number;
}

/** The token's claims when it is authentic and within both limits; null otherwise. */
export async function readSessionToken(
  raw: string,
  secret: string,
  { now, maxHours }: { now: number; maxHours: number },
): Promise<SessionToken | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtDecrypt(raw, await derivedKey(secret), {
      clockTolerance: 15,
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
      currentDate: new Date(now),
    }));
  } catch {
    return null;
  }
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
