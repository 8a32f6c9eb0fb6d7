import { familyError, type ErrorFamily } from "./errors";

/**
 * Cursor pagination (spec 2.1): `next_token` is opaque Base64 of `{ q, o }`, where `q` fingerprints
 * the query it belongs to and `o` is the offset of the next page.
 */
export const defaultPageSize = 10;
export const maxPageSize = 100;

export function parsePageSize(value: string | null, family: ErrorFamily = "error"): number {
  if (value === null) return defaultPageSize;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > maxPageSize) {
    throw familyError(family, 400, "page_size must be a positive integer between 1 and 100");
  }
  return Number(value);
}

export function queryFingerprint(parts: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(parts)
      .sort()
      .map((key) => [key, parts[key] ?? null]),
  );
}

export function encodeToken(fingerprint: string, offset: number): string {
  return Buffer.from(JSON.stringify({ q: fingerprint, o: offset })).toString("base64");
}

/** The offset a token points at, or undefined when it is malformed or belongs to another query. */
export function decodeToken(token: string, fingerprint: string): number | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as unknown;
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { q, o } = parsed as { q?: unknown; o?: unknown };
    if (q !== fingerprint || typeof o !== "number" || !Number.isInteger(o) || o < 0)
      return undefined;
    return o;
  } catch {
    return undefined;
  }
}

/** One page of `items` from `offset`, with the token of the next page or null on the last. */
export function paginate<T>(
  items: readonly T[],
  offset: number,
  pageSize: number,
  fingerprint: string,
): { items: T[]; next_token: string | null } {
  const page = items.slice(offset, offset + pageSize);
  const nextOffset = offset + pageSize;
  return {
    items: page,
    next_token: nextOffset < items.length ? encodeToken(fingerprint, nextOffset) : null,
  };
}
