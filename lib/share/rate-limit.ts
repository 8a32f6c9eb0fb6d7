/**
 * The limit on share page requests per client address: share pages are public, so this bounds how
 * hard one address can hammer them (and inflate view counts). Guessing a token is hopeless anyway
 * (256 bits). Counted in the store (lib/db/rate-limits.ts), so instances sharing it share the
 * count.
 */
export interface ShareRateLimit {
  max: number;
  windowMs: number;
}

export const SHARE_RATE_LIMIT: ShareRateLimit = { max: 60, windowMs: 60_000 };

/**
 * The address the server's hook (lib/http/client-address-hook.ts) resolved from the socket and the
 * trusted proxies, never a hop the client wrote itself.
 */
export function requestAddress(headers: Headers): string {
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? "unknown";
}
