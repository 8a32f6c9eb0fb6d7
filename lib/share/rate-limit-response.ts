import { NextResponse } from "next/server";
import { FixedWindowLimiter, requestAddress, SHARE_RATE_LIMIT } from "./rate-limit";

const store = globalThis as typeof globalThis & { __shareLimiter?: FixedWindowLimiter };

/**
 * For proxy.ts: null when the request may go on, else a small self-contained 429 page (no script,
 * no link into the console). The caller adds the share pages' security headers.
 */
export function limitSharePageRequest(request: { headers: Headers }): NextResponse | null {
  store.__shareLimiter ??= new FixedWindowLimiter(SHARE_RATE_LIMIT);
  const retryAfter = store.__shareLimiter.hit(requestAddress(request.headers), Date.now());
  if (retryAfter === 0) return null;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><main><h1>Too many requests</h1><p>This address has opened shared reports too often. Wait ${retryAfter} seconds and reload the page.</p></main></body></html>`;
  return new NextResponse(html, {
    status: 429,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": String(retryAfter) },
  });
}
