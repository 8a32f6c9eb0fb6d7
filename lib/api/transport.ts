import "server-only";
import { Agent, fetch as undiciFetch } from "undici";

/**
 * The upstream transport: undici's fetch over one keep-alive pool of our own, instead of Next's
 * patched global `fetch`, whose data-cache bookkeeping cost about a third of a millisecond per
 * proxied GET without buying anything (every upstream call is `no-store`). Redirect, timeout and
 * size handling stay in ./http.ts; this only moves the bytes.
 */
const agent = new Agent({
  // Idle sockets are reused for ten seconds, then closed so a restarted upstream is found again.
  keepAliveTimeout: 10_000,
  keepAliveMaxTimeout: 60_000,
  connections: 128,
});

export const upstreamFetch = ((input: string | URL, init?: RequestInit) =>
  undiciFetch(input, {
    ...(init as Parameters<typeof undiciFetch>[1]),
    dispatcher: agent,
  })) as unknown as typeof fetch;
