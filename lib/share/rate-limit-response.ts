import { NextResponse } from "next/server";
import { getDb } from "@/lib/db";
import { hitRateLimit, pruneRateLimits } from "@/lib/db/rate-limits";
import { requestAddress, SHARE_RATE_LIMIT } from "./rate-limit";

const PRUNE_EVERY_MS = 10 * 60_000;
const state = globalThis as typeof globalThis & { __shareLimitPrunedAt?: number };

/**
 * For proxy.ts: null when the request may go on, else a small self-contained 429 page (no script,
 * no link into the console). The caller adds the share pages' security headers.
 */
export async function limitSharePageRequest(request: {
  headers: Headers;
}): Promise<NextResponse | null> {
  const db = await getDb();
  const now = new Date();
  const key = `share:${requestAddress(request.headers)}`;
  const retryAfter = await hitRateLimit(db, key, SHARE_RATE_LIMIT, now);
  if ((state.__shareLimitPrunedAt ?? 0) + PRUNE_EVERY_MS < now.getTime()) {
    state.__shareLimitPrunedAt = now.getTime();
    void pruneRateLimits(db, new Date(now.getTime() - SHARE_RATE_LIMIT.windowMs)).catch(
      (error: unknown) => console.error("[console] pruning rate limits failed:", error),
    );
  }
  if (retryAfter === 0) return null;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><main><h1>Too many requests</h1><p>This address has opened shared reports too often. Wait ${retryAfter} seconds and reload the page.</p></main></body></html>`;
  return new NextResponse(html, {
    status: 429,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": String(retryAfter) },
  });
}
