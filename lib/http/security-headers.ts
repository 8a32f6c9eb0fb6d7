/**
 * The security headers of every answer, in one place: next.config.mjs gives them to whatever Next
 * answers, and the lean paths (./lean-paths.ts), which Next never sees, send them themselves.
 */

/** Every response; pages also get a per-request CSP from proxy.ts. */
export const BASE_SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
} as const;

/** API answers and static assets are data, never documents to render or embed. */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";
