import "server-only";
import { Agent, request, type Dispatcher } from "undici";
import { discardBody, readBodyText, readChunksText } from "./read-body";

/**
 * The upstream transport: how a request built by ./http.ts reaches the service and how its answer
 * is read back within a size limit. Redirect, timeout, retry and size rules stay in ./http.ts;
 * this only moves the bytes.
 *
 * In production it is undici's `request` over one keep-alive pool of our own. Next's patched
 * global `fetch` cost about a third of a millisecond per proxied GET in data-cache bookkeeping
 * that buys nothing here (every upstream call is uncached), and undici's own WHATWG `fetch` still
 * spends about 0.15 ms more than `request` on Request/Response objects and web streams. Tests
 * pass a fake `fetch` through `fetchTransport`.
 */

export interface TransportRequest {
  method: string;
  /** Built from nothing by ./http.ts, never copied from an incoming request. */
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer>;
  signal: AbortSignal;
}

export interface TransportAnswer {
  status: number;
  /** A redirect, which is never followed (a fetch's opaque redirect has no status of its own). */
  redirect: boolean;
  header(name: string): string | null;
  /** The body as text; past `limitBytes`, an error or the text cut there. */
  text(limitBytes: number, onOverflow: "error" | "truncate"): Promise<string>;
  /** Frees the connection when the body is of no interest. */
  discard(): Promise<void>;
}

export type Transport = (url: URL, request: TransportRequest) => Promise<TransportAnswer>;

const isRedirect = (status: number) => status >= 300 && status < 400;

/** Any fetch (a test's fake, or the platform's) as a transport; redirects are not followed. */
export function fetchTransport(fetchImpl: typeof fetch): Transport {
  return async (url, { method, headers, body, signal }) => {
    const response = await fetchImpl(url, {
      method,
      headers,
      body,
      redirect: "manual",
      // Keeps Next's data cache away from per-key answers, should Next's fetch be passed.
      cache: "no-store",
      signal,
    });
    return {
      status: response.status,
      redirect: response.type === "opaqueredirect" || isRedirect(response.status),
      header: (name) => response.headers.get(name),
      text: (limitBytes, onOverflow) => readBodyText(response, limitBytes, onOverflow),
      discard: () => discardBody(response),
    };
  };
}

const agent = new Agent({
  // Idle sockets are reused for ten seconds, then closed so a restarted upstream is found again.
  keepAliveTimeout: 10_000,
  keepAliveMaxTimeout: 60_000,
  connections: 128,
});

function headerValue(headers: Dispatcher.ResponseData["headers"], name: string): string | null {
  const value = headers[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}

/** undici's `request`, which never follows a redirect (no `maxRedirections`). */
export const upstreamTransport: Transport = async (url, { method, headers, body, signal }) => {
  const response = await request(url, {
    method: method as Dispatcher.HttpMethod,
    headers,
    body,
    signal,
    dispatcher: agent,
  });
  return {
    status: response.statusCode,
    redirect: isRedirect(response.statusCode),
    header: (name) => headerValue(response.headers, name),
    text: (limitBytes, onOverflow) => {
      const length = headerValue(response.headers, "content-length");
      // A declared length within the limit is all undici will read (HTTP/1.1 framing ends the body
      // there), so the body is taken whole, without a stream iterator per request.
      if (length !== null && /^\d+$/.test(length) && Number(length) <= limitBytes) {
        return response.body.text();
      }
      return readChunksText(response.body, length, limitBytes, onOverflow);
    },
    // Reads a small leftover body so the socket goes back to the pool; a large one is dropped.
    discard: () => response.body.dump().catch(() => undefined),
  };
};
