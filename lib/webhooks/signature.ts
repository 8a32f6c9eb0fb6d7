import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Delivery signatures (docs/spec-assumptions.md): `X-Signature: sha256=<hex>`, the lower-case hex
 * HMAC-SHA256 of the raw request body keyed with the webhook's secret (UTF-8 bytes).
 */
const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/i;

export function computeSignature(secret: string, body: Uint8Array | string): string {
  const hmac = createHmac("sha256", Buffer.from(secret, "utf8"));
  hmac.update(typeof body === "string" ? Buffer.from(body, "utf8") : body);
  return `sha256=${hmac.digest("hex")}`;
}

/**
 * True only for a well-formed header whose digest matches. The comparison is over the 32 digest
 * bytes with timingSafeEqual, so the time taken says nothing about where a forgery went wrong.
 */
export function verifySignature(
  secret: string,
  body: Uint8Array,
  header: string | null | undefined,
): boolean {
  const match = header?.trim().match(SIGNATURE_PATTERN);
  if (!match) return false;
  const given = Buffer.from(match[1], "hex");
  const expected = createHmac("sha256", Buffer.from(secret, "utf8")).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
