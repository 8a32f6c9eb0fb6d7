import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createHttp } from "./http";
import { DEFAULT_RETRY } from "./retry";
import { upstreamTransport } from "./transport";

let server: Server;
let baseUrl: string;
let connections = 0;
const seen: { method?: string; key?: string; cookie?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({
      method: request.method,
      key: request.headers["x-api-key"] as string | undefined,
      cookie: request.headers.cookie,
    });
    if (request.url?.startsWith("/big")) {
      // Chunked, so only the bytes read can tell the size.
      response.writeHead(200, { "content-type": "application/json" });
      response.end(`{"items":[${"1,".repeat(40_000)}1]}`);
      return;
    }
    if (request.url?.startsWith("/sized")) {
      // A declared length, with characters of several bytes across the body.
      const body = Buffer.from(JSON.stringify({ name: "Zoë Ødegård ".repeat(2_000) }));
      response.writeHead(200, {
        "content-type": "application/json",
        "content-length": body.length,
      });
      response.end(body);
      return;
    }
    if (request.url?.startsWith("/busy")) {
      response.writeHead(503, { "retry-after": "7" }).end('{"error":"busy"}');
      return;
    }
    if (request.url?.startsWith("/moved")) {
      response.writeHead(302, { location: "http://elsewhere.example/" }).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end('{"items":[1,2]}');
  });
  server.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const http = () =>
  createHttp({
    baseUrl,
    apiKey: "k-123",
    userAgent: "test",
    timeoutMs: 2_000,
    transport: upstreamTransport,
    retry: { ...DEFAULT_RETRY, retries: 0 },
    logUnusable: () => undefined,
  });

describe("upstreamTransport through createHttp", () => {
  it("sends the key, parses the answer and keeps connections alive across requests", async () => {
    const before = connections;
    const schema = z.object({ items: z.array(z.number()) });
    for (let i = 0; i < 10; i += 1) {
      expect(await http().json({ method: "GET", path: "/alerts" }, schema)).toEqual({
        items: [1, 2],
      });
    }
    // A pool may open a second socket while the first is being released, but not one per request.
    expect(connections - before).toBeLessThanOrEqual(2);
    expect(seen.at(-1)).toMatchObject({ method: "GET", key: "k-123", cookie: undefined });
  });

  it("refuses an answer past the size limit, then serves the next request", async () => {
    await expect(
      http().send({ method: "GET", path: "/big", maxResponseBytes: 10_000 }),
    ).rejects.toMatchObject({ code: "UPSTREAM_RESPONSE_TOO_LARGE" });
    expect(await http().send({ method: "GET", path: "/alerts" })).toEqual({
      status: 200,
      text: '{"items":[1,2]}',
    });
  });

  it("reads a body of declared length whole, and refuses one declared past the limit", async () => {
    const answer = await http().send({ method: "GET", path: "/sized" });
    expect(JSON.parse(answer.text)).toEqual({ name: "Zoë Ødegård ".repeat(2_000) });
    await expect(
      http().send({ method: "GET", path: "/sized", maxResponseBytes: 1_000 }),
    ).rejects.toMatchObject({ code: "UPSTREAM_RESPONSE_TOO_LARGE" });
    expect((await http().send({ method: "GET", path: "/alerts" })).text).toBe('{"items":[1,2]}');
  });

  it("hands back the upstream's refusal as an error with its status", async () => {
    await expect(http().send({ method: "GET", path: "/busy" })).rejects.toMatchObject({
      status: 503,
    });
  });

  it("does not follow a redirect", async () => {
    await expect(http().send({ method: "GET", path: "/moved" })).rejects.toMatchObject({
      code: "UPSTREAM_REDIRECT",
    });
  });
});
