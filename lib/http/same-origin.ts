import { publicUrl } from "@/lib/env";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site state changes on top of SameSite cookies: a browser says where a request
 * comes from through Sec-Fetch-Site and Origin; either one naming another site is refused.
 * Requests without both (curl, server-to-server) carry no browser cookies of ours and pass.
 */
export function isCrossSite(request: Request): boolean {
  if (safeMethods.has(request.method)) return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  return !allowedOrigins(request).has(origin);
}

function allowedOrigins(request: Request): Set<string> {
  const origins = new Set([new URL(publicUrl).origin]);
  const host = request.headers.get("host");
  if (host) {
    const protocol =
      request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
    origins.add(`${protocol}://${host}`);
  }
  return origins;
}
