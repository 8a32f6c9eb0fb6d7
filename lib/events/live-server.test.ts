import { get, type IncomingMessage, type Server } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessionCookieName } from "@/lib/auth/options";
import type { SessionUser } from "@/lib/auth/session";
import { startNextStandIn } from "@/lib/http/test-next-stand-in";
import { LiveBus } from "./bus";
import { installLiveLeanPath } from "./live-server";
import { runStatus as run, takeSseMessages, type SseMessage } from "./test-events";

/**
 * The lean live path as a browser meets it: a real HTTP server whose own listener stands in for
 * Next, the live stream answered in front of it from a real bus.
 */
let server: Server;
let baseUrl: string;
let bus: LiveBus;
let sessionGate: Promise<void>;
let maxQueuedBytes: number | undefined;
const users: Record<string, SessionUser> = {
  "token-analyst": {
    id: "u1",
    email: "ana@example.com",
    name: "Ana",
    role: "analyst",
    sessionVersion: 1,
  },
  "token-admin": {
    id: "u2",
    email: "ada@example.com",
    name: "Ada",
    role: "admin",
    sessionVersion: 1,
  },
};

beforeEach(async () => {
  bus = new LiveBus(10, "boot");
  sessionGate = Promise.resolve();
  maxQueuedBytes = undefined;
  installLiveLeanPath({
    sessionUser: async (cookie) => {
      await sessionGate;
      return cookie ? (users[cookie] ?? null) : null;
    },
    feedOptions: async (user, lastEventId) => ({
      bus,
      audience: user.role === "admin" ? "admin" : "all",
      lastEventId,
      maxQueuedBytes,
    }),
  });
  ({ server, baseUrl } = await startNextStandIn());
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens the stream with a session cookie; `events(n)` reads until n events arrived. */
async function open(token: string, headers: Record<string, string> = {}, query = "") {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/live${query}`, {
    headers: { cookie: `theme=dark; ${sessionCookieName}=${token}`, ...headers },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const seen: SseMessage[] = [];
  return {
    response,
    close: () => controller.abort(),
    async events(count: number) {
      while (seen.length < count) {
        const { done, value } = await reader.read();
        if (done) break;
        const taken = takeSseMessages(text + decoder.decode(value, { stream: true }));
        text = taken.rest;
        seen.push(...taken.messages);
      }
      return seen.splice(0, count).map((m) => [m.event, m.id]);
    },
  };
}

async function settled(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
}

describe("the lean live path", () => {
  it("refuses a request without a valid session with the API's 401, and leaves other requests to Next", async () => {
    const anonymous = await fetch(`${baseUrl}/api/live`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { code: "UNAUTHENTICATED", message: "Sign in to continue." },
    });
    expect(anonymous.headers.get("content-security-policy")).toContain("default-src 'none'");
    const forged = await fetch(`${baseUrl}/api/live`, {
      headers: { cookie: `${sessionCookieName}=token-forged` },
    });
    expect(forged.status).toBe(401);
    expect(await (await fetch(`${baseUrl}/api/live`, { method: "POST" })).text()).toBe("next");
    expect(await (await fetch(`${baseUrl}/api/lively`)).text()).toBe("next");
    expect(bus.subscriberCount).toBe(0);
  });

  it("streams the feed with the API's headers: ready, then events, deliveries to admins only", async () => {
    const analyst = await open("token-analyst");
    const admin = await open("token-admin");
    expect(analyst.response.status).toBe(200);
    expect(analyst.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(analyst.response.headers.get("cache-control")).toContain("no-transform");
    expect(analyst.response.headers.get("x-frame-options")).toBe("DENY");
    expect(await analyst.events(1)).toEqual([["ready", "boot.0"]]);
    expect(await admin.events(1)).toEqual([["ready", "boot.0"]]);
    bus.publish("webhook.delivery", { inboundId: 1 } as never, { audience: "admin" });
    bus.publish("run.status", run("a"));
    expect(await analyst.events(1)).toEqual([["run.status", "boot.2"]]);
    expect(await admin.events(2)).toEqual([
      ["webhook.delivery", "boot.1"],
      ["run.status", "boot.2"],
    ]);
    analyst.close();
    admin.close();
    // A tab that goes away leaves the fan-out.
    await settled(() => bus.subscriberCount === 0);
    expect(bus.subscriberCount).toBe(0);
  });

  it("resumes after Last-Event-ID, or ?lastEventId= when the browser did not send one", async () => {
    for (const id of ["a", "b", "c"]) bus.publish("run.status", run(id));
    const byHeader = await open("token-analyst", { "last-event-id": "boot.1" });
    expect(await byHeader.events(3)).toEqual([
      ["ready", undefined],
      ["run.status", "boot.2"],
      ["run.status", "boot.3"],
    ]);
    const byQuery = await open("token-analyst", {}, "?lastEventId=boot.2");
    expect(await byQuery.events(2)).toEqual([
      ["ready", undefined],
      ["run.status", "boot.3"],
    ]);
    byHeader.close();
    byQuery.close();
  });

  it("drops a client that stops reading once its backlog passes the bound", async () => {
    maxQueuedBytes = 16_000;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = get(
        `${baseUrl}/api/live`,
        { headers: { cookie: `${sessionCookieName}=token-analyst` } },
        resolve,
      );
      request.on("error", reject);
    });
    // Reads nothing more: the socket's buffers fill, then the server's backlog grows.
    response.pause();
    await settled(() => bus.subscriberCount === 1);
    const big = "x".repeat(64 * 1024);
    for (let k = 0; k < 400 && bus.subscriberCount > 0; k += 1) {
      bus.publish("run.status", run(`${big}${k}`));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(bus.subscriberCount).toBe(0);
    // The client then finds its connection ended.
    const closed = new Promise((resolve) => response.socket.once("close", resolve));
    response.on("error", () => undefined);
    response.resume();
    await closed;
  });

  it("opens nothing for a client gone before its session was checked", async () => {
    let release!: () => void;
    sessionGate = new Promise((resolve) => (release = resolve));
    let serverSocketClosed = false;
    server.once("connection", (socket) => socket.on("close", () => (serverSocketClosed = true)));
    const request = get(`${baseUrl}/api/live`, {
      headers: { cookie: `${sessionCookieName}=token-analyst` },
    });
    request.on("error", () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    request.destroy();
    await settled(() => serverSocketClosed);
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bus.subscriberCount).toBe(0);
  });
});
