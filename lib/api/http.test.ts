import { afterEach, describe, expect, it } from "vitest";
import { createComplianceClient, type ComplianceClientOptions } from "./client";
import type { UpstreamError } from "./errors";
import {
  fakeFetch,
  jsonResponse,
  recordingSleep,
  sampleFlowRun,
  sampleWebhook,
  startServer,
  type LocalServer,
} from "./test-helpers";

const apiKey = "test-key-0123456789";

function client(fetchImpl: typeof fetch, extra: Partial<ComplianceClientOptions> = {}) {
  return createComplianceClient({
    baseUrl: "https://upstream.test",
    apiKey,
    fetch: fetchImpl,
    ...extra,
  });
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    return error as UpstreamError;
  }
  throw new Error("expected the call to fail");
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("retries", () => {
  it("retries a GET on 503 and returns the eventual answer", async () => {
    const { sleep, delays } = recordingSleep();
    const { fetch, calls } = fakeFetch([
      jsonResponse(503, { code: "INTERNAL_ERROR", message: "busy" }),
      jsonResponse(503, { code: "INTERNAL_ERROR", message: "busy" }),
      jsonResponse(200, sampleFlowRun),
    ]);
    const run = await client(fetch, { retry: { sleep, random: () => 0.5 } }).getFlowRun("run-1");
    expect(run.id).toBe("run-1");
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([100, 200]);
  });

  it("gives up after the configured retries with the upstream's error", async () => {
    const { sleep } = recordingSleep();
    const { fetch, calls } = fakeFetch([jsonResponse(502, { error: "bad gateway" })]);
    const error = await failure(client(fetch, { retry: { sleep, retries: 2 } }).listWebhooks());
    expect(calls).toHaveLength(3);
    expect(error).toMatchObject({ status: 502, code: "UPSTREAM_ERROR", message: "bad gateway" });
  });

  it("waits as long as Retry-After asks, in seconds or as a date, capped", async () => {
    const { sleep, delays } = recordingSleep();
    const { fetch } = fakeFetch([
      jsonResponse(503, { error: "later" }, { "retry-after": "2" }),
      jsonResponse(503, { error: "later" }, { "retry-after": "Fri, 01 Jan 2100 00:00:00 GMT" }),
      jsonResponse(429, { error: "slow down" }, { "retry-after": "1" }),
      jsonResponse(200, { items: [sampleWebhook] }),
    ]);
    await client(fetch, { retry: { sleep, maxRetryAfterMs: 5000 } }).listWebhooks();
    expect(delays).toEqual([2000, 5000, 1000]);
  });

  it("does not retry a client error", async () => {
    const { sleep } = recordingSleep();
    const { fetch, calls } = fakeFetch([
      jsonResponse(404, { code: "RUN_NOT_FOUND", message: "no" }),
    ]);
    const error = await failure(client(fetch, { retry: { sleep } }).getFlowRun("run-x"));
    expect(error.code).toBe("RUN_NOT_FOUND");
    expect(calls).toHaveLength(1);
  });

  it("never retries a POST without an idempotency key", async () => {
    const { sleep, delays } = recordingSleep();
    const { fetch, calls } = fakeFetch([
      jsonResponse(503, { code: "INTERNAL_ERROR", message: "x" }),
    ]);
    const error = await failure(
      client(fetch, { retry: { sleep } }).triggerFlowRun("flow-1", { a: 1 }),
    );
    expect(error.status).toBe(503);
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it("does not retry a POST after a network failure either: it may have arrived", async () => {
    const { sleep } = recordingSleep();
    const { fetch, calls } = fakeFetch(() => {
      throw new TypeError("fetch failed");
    });
    const error = await failure(
      client(fetch, { retry: { sleep } }).createWebhook({
        webhook_url: "https://example.com/hook",
        events: ["flow_run_failed"],
      }),
    );
    expect(error).toMatchObject({ status: 502, code: "UPSTREAM_UNREACHABLE" });
    expect(calls).toHaveLength(1);
  });

  it("never repeats POST /cdds itself, even with an idempotency key (the upstream may ignore it)", async () => {
    const { sleep } = recordingSleep();
    const { fetch, calls } = fakeFetch([jsonResponse(503, { message: "busy" })]);
    const error = await failure(
      client(fetch, { retry: { sleep } }).createCdd(
        { website: "acme.example" },
        { idempotencyKey: "idem-42" },
      ),
    );
    expect(error.status).toBe(503);
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get("idempotency-key")).toBe("idem-42");
  });

  it("sends the idempotency key under the configured header name", async () => {
    const { fetch, calls } = fakeFetch([
      jsonResponse(200, {
        id: "c1",
        state: "INITIATED",
        input: {},
        created_at: "2025-01-01T00:00Z",
        updated_at: "2025-01-01T00:00:00+0200",
      }),
    ]);
    const created = await client(fetch, { idempotencyHeader: "X-Idempotency-Key" }).createCdd(
      { website: "acme.example" },
      { idempotencyKey: "idem-42" },
    );
    expect(created.updated_at).toBe("2024-12-31T22:00:00.000Z");
    expect(calls[0].headers.get("x-idempotency-key")).toBe("idem-42");
    expect(calls[0].headers.has("idempotency-key")).toBe(false);
  });

  it("retries a GET after a network failure and reports it as unreachable", async () => {
    const { sleep } = recordingSleep();
    const { fetch, calls } = fakeFetch(() => {
      throw new TypeError("fetch failed", { cause: new Error("ECONNREFUSED") });
    });
    const error = await failure(client(fetch, { retry: { sleep } }).listWebhooks());
    expect(error).toMatchObject({ status: 502, code: "UPSTREAM_UNREACHABLE" });
    expect(calls).toHaveLength(4);
  });
});

describe("timeouts and aborts", () => {
  it("answers 504 UPSTREAM_TIMEOUT within the timeout when the upstream hangs", async () => {
    server = await startServer(() => {
      // Never answers.
    });
    const error = await failure(
      createComplianceClient({
        baseUrl: server.url,
        apiKey,
        timeoutMs: 300,
        retry: { retries: 0 },
      }).getFlowRun("run-1"),
    );
    expect(error).toMatchObject({ status: 504, code: "UPSTREAM_TIMEOUT", origin: "console" });
    expect(server.requests).toHaveLength(1);
  });

  it("times out a body that stops half-way", async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"items": [');
    });
    const error = await failure(
      createComplianceClient({
        baseUrl: server.url,
        apiKey,
        timeoutMs: 300,
        retry: { retries: 0 },
      }).listWebhooks(),
    );
    expect(error.code).toBe("UPSTREAM_TIMEOUT");
  });

  it("retries a timed-out GET", async () => {
    const { sleep } = recordingSleep();
    server = await startServer(() => undefined);
    const error = await failure(
      createComplianceClient({
        baseUrl: server.url,
        apiKey,
        timeoutMs: 100,
        retry: { retries: 1, sleep },
      }).listWebhooks(),
    );
    expect(error.code).toBe("UPSTREAM_TIMEOUT");
    expect(server.requests).toHaveLength(2);
  });

  it("gives up after a second timeout however many retries are allowed", async () => {
    const { sleep } = recordingSleep();
    server = await startServer(() => undefined);
    const error = await failure(
      createComplianceClient({
        baseUrl: server.url,
        apiKey,
        timeoutMs: 100,
        retry: { retries: 3, sleep },
      }).listWebhooks(),
    );
    expect(error.code).toBe("UPSTREAM_TIMEOUT");
    expect(server.requests).toHaveLength(2);
  });

  it("stops at once, without retrying, when the caller aborts", async () => {
    const { sleep } = recordingSleep();
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch(() => {
      controller.abort(new DOMException("client went away", "AbortError"));
      throw controller.signal.reason;
    });
    const error = await failure(
      client(fetch, { retry: { sleep } }).listWebhooks({ signal: controller.signal }),
    );
    expect((error as unknown as DOMException).name).toBe("AbortError");
    expect(calls).toHaveLength(1);
  });
});

describe("outbound requests", () => {
  it("sends exactly the allowed headers, the key included", async () => {
    const { fetch, calls } = fakeFetch([
      jsonResponse(200, { items: [] }),
      jsonResponse(200, {
        id: "c1",
        state: "INITIATED",
        input: {},
        created_at: "2025-01-01T00:00:00Z",
        updated_at: "2025-01-01T00:00:00Z",
      }),
    ]);
    const api = client(fetch);
    await api.listWebhooks();
    await api.createCdd({ website: "acme.example" }, { idempotencyKey: "k-1" });

    expect([...calls[0].headers.keys()].sort()).toEqual(["accept", "user-agent", "x-api-key"]);
    expect([...calls[1].headers.keys()].sort()).toEqual([
      "accept",
      "content-type",
      "idempotency-key",
      "user-agent",
      "x-api-key",
    ]);
    expect(calls[0].headers.get("x-api-key")).toBe(apiKey);
    expect(calls[0].headers.get("user-agent")).toMatch(/^compliance-console\/\d+\.\d+\.\d+/);
    expect(calls[1].headers.get("content-type")).toBe("application/json");
  });

  it("puts nothing from the browser on the wire: no cookie, authorization or forwarding", async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ items: [] }));
    });
    await createComplianceClient({ baseUrl: server.url, apiKey }).listWebhooks();
    const headers = server.requests[0].headers;
    expect(headers["x-api-key"]).toBe(apiKey);
    for (const name of [
      "cookie",
      "authorization",
      "x-forwarded-for",
      "x-forwarded-host",
      "forwarded",
    ]) {
      expect(headers[name]).toBeUndefined();
    }
  });

  it("does not follow a redirect", async () => {
    server = await startServer((req, res) => {
      if (req.url === "/webhooks") {
        res.writeHead(302, { location: "/elsewhere" });
        res.end();
      } else {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ items: [] }));
      }
    });
    const error = await failure(
      createComplianceClient({ baseUrl: server.url, apiKey }).listWebhooks(),
    );
    expect(error).toMatchObject({ status: 502, code: "UPSTREAM_REDIRECT" });
    expect(server.requests.map((request) => request.url)).toEqual(["/webhooks"]);
  });

  it("refuses an oversized JSON body before sending anything", async () => {
    const { fetch, calls } = fakeFetch([jsonResponse(202, { id: "run-1" })]);
    const error = await failure(
      client(fetch).triggerFlowRun("flow-1", { blob: "x".repeat(1024 * 1024) }),
    );
    expect(error).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE", origin: "console" });
    expect(calls).toHaveLength(0);
  });

  it("refuses an oversized upload before reading the file", async () => {
    const { fetch, calls } = fakeFetch([jsonResponse(200, {})]);
    const file = new Blob([new Uint8Array(2048)], { type: "application/pdf" });
    const error = await failure(
      client(fetch, { maxUploadBytes: 1024 }).uploadCddDocument("case-1", {
        type: "SHAREHOLDER_LIST",
        file,
        fileName: "list.pdf",
      }),
    );
    expect(error).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });
    expect(calls).toHaveLength(0);
  });
});

describe("answers", () => {
  it("refuses an answer larger than its cap, declared or streamed", async () => {
    server = await startServer((req, res) => {
      const big = JSON.stringify({ data: "x".repeat(4096) });
      if (req.url === "/flow-runs/declared/output") {
        res.writeHead(200, { "content-type": "application/json", "content-length": big.length });
        res.end(big);
      } else {
        res.writeHead(200, { "content-type": "application/json" });
        res.write(big.slice(0, 2000));
        res.end(big.slice(2000));
      }
    });
    const api = createComplianceClient({ baseUrl: server.url, apiKey, maxOutputBytes: 1024 });
    for (const runId of ["declared", "streamed"]) {
      const error = await failure(api.getFlowRunOutput(runId));
      expect(error).toMatchObject({ status: 502, code: "UPSTREAM_RESPONSE_TOO_LARGE" });
    }
  });

  it("turns a schema mismatch into UPSTREAM_INVALID_RESPONSE with the paths", async () => {
    const { fetch } = fakeFetch([
      jsonResponse(200, { ...sampleFlowRun, status: 42, id: undefined }),
    ]);
    const error = await failure(client(fetch).getFlowRun("run-1"));
    expect(error).toMatchObject({ status: 502, code: "UPSTREAM_INVALID_RESPONSE" });
    expect(error.details?.map((detail) => detail.path).sort()).toEqual(["id", "status"]);
  });

  it("turns a body that is not JSON into UPSTREAM_INVALID_RESPONSE", async () => {
    const { fetch } = fakeFetch([new Response("<html>login</html>", { status: 200 })]);
    const error = await failure(client(fetch).listWebhooks());
    expect(error.code).toBe("UPSTREAM_INVALID_RESPONSE");
  });

  it("never exposes the API key through the client or its errors", async () => {
    const { fetch } = fakeFetch([jsonResponse(401, { code: "UNAUTHORIZED", message: "bad key" })]);
    const api = client(fetch);
    const error = await failure(api.getFlowRun("run-1"));
    expect(JSON.stringify(api)).not.toContain(apiKey);
    expect(JSON.stringify(error)).not.toContain(apiKey);
    expect(String(error.rawBody)).not.toContain(apiKey);
    expect(Object.values(api).every((value) => typeof value === "function")).toBe(true);
  });
});
