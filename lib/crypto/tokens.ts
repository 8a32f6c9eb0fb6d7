import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 bits: share links and setup links are bearer credentials, so they must be unguessable. */
export const TOKEN_BYTES = 32;

export function randomToken(bytes: number = TOKEN_BYTES): string {
  return randomBytes(bytes).toString("base64url");
}

export function sha256Hex(value: string | Buffer): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * What the store keeps instead of a token. A plain SHA-256 is enough: the token has 256 bits of
 * entropy, so there is nothing to brute-force and no need for a slow hash or a salt.
 */
export function hashToken(token: string): string {
  return sha256Hex(token);
}

/**
 * Compares secrets without leaking where they differ. Both sides are hashed first so inputs of
 * different lengths take the same time and never throw.
 */
export function timingSafeEqualString(a: string, b: string): boolean {
  const left = createHash("sha256").update(a).digest();
  const right = createHash("sha256").update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}
