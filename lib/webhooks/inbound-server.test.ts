import { request as httpRequest, type Server } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleFlowRun } from "@/lib/api/test-helpers";
import {
  insertInboundEvents,
  type InboundEventInput,
  type InsertInboundEventResult,
} from "@/lib/db/inbound-events";
import { listInboundEvents } from "@/lib/db/inbound-events-list";
import type { Db } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/test-db";
import { startNextStandIn } from "@/lib/http/test-next-stand-in";
import { GroupCommit } from "./group-commit";
import { installInboundLeanPath } from "./inbound-server";
import type { ReceiveDeps } from "./receive";
import { delivery, testSecret, testWebhookId } from "./test-deliveries";

/**
 * The lean path as the service meets it: a real HTTP server whose own listener stands in for Next,
 * the receiver installed in front of it, deliveries group-committed into a real store.
 */
let db: Db;
let server: Server;
let baseUrl: string;
let deps: ReceiveDeps;
let writes: number[];
let gate: Promise<void>;
let refusedFor: string[];
let stored: number[];

function commitEvery(maxBatch: number) {
  const commit = new GroupCommit<InboundEventInput, InsertInboundEventResult>(
    async (items) => {
      writes.push(items.length);
      await gate;
      return insertInboundEvents(db, items);
    },
    // A window no test waits out: a batch is written once `maxBatch` deliveries gathered.
    { windowMs: 60_000, maxBatch },
  );
  deps = { ...deps, db: undefined, store: (event) => commit.add(event) };
}

beforeEach(async () => {
  db = await createTestDb();
  writes = [];
  gate = Promise.resolve();
  refusedFor = [];
  stored = [];
  deps = {
    db,
    findSecret: async (id) => (id === testWebhookId ? testSecret : undefined),
    onStored: (record) => stored.push(record.id),
    onRefused: (id) => refusedFor.push(id),
    maxBytes: 4096,
  };
  installInboundLeanPath(() => deps);
  ({ server, baseUrl } = await startNextStandIn());
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.destroy();
});

async function send(request: Request, path = "/api/inbound/webhook") {
  const response = await fetch(`${baseUrl}${path}`, {
    method: request.method,
    headers: request.headers,
    body: await request.text(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function rows() {
  return (await listInboundEvents(db, { pageSize: 100 })).items;
}

describe("the lean inbound path", () => {
  it("answers deliveries itself and leaves every other request to the server's own listener", async () => {
    commitEvery(1);
    expect(await send(delivery({ eventId: "evt-1" }))).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect((await fetch(`${baseUrl}/api/inbound/webhook`)).status).toBe(404);
    expect(await (await fetch(`${baseUrl}/api/health`, { method: "POST" })).text()).toBe("next");
    expect(await rows()).toHaveLength(1);
  });

  it("refuses a bad signature with the error envelope, counts it and stores nothing", async () => {
    commitEvery(1);
    const outcome = await send(delivery({ secret: "forger" }));
    expect(outcome).toMatchObject({ status: 401, body: { error: { code: "INVALID_SIGNATURE" } } });
    expect((await send(delivery({ webhookId: "wh-unknown" }))).status).toBe(401);
    expect(refusedFor).toEqual([testWebhookId]);
    expect(await rows()).toEqual([]);
    expect(writes).toEqual([]);
  });

  it("answers only once the group's commit is done, with one write for the whole group", async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    commitEvery(20);
    let answered = 0;
    const sending = Array.from({ length: 20 }, (_, i) =>
      send(
        delivery({ eventId: `evt-${i}`, body: JSON.stringify({ ...sampleFlowRun, id: `r${i}` }) }),
      ).finally(() => (answered += 1)),
    );
    while (writes.length === 0) await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(0);
    open();
    const outcomes = await Promise.all(sending);
    expect(outcomes.every((outcome) => outcome.status === 200)).toBe(true);
    expect(writes).toEqual([20]);
    expect(await rows()).toHaveLength(20);
    expect(stored).toHaveLength(20);
  });

  it("stores a delivery sent ten times in one group once, and a later resend as a duplicate", async () => {
    commitEvery(10);
    const same = () => delivery({ eventId: "evt-same" });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => send(same())));
    expect(outcomes.filter((outcome) => outcome.body.duplicate === false)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.body.duplicate === true)).toHaveLength(9);
    commitEvery(1);
    expect((await send(same())).body).toEqual({ received: true, duplicate: true });
    expect(await rows()).toHaveLength(1);
    expect(stored).toHaveLength(1);
  });

  it("refuses a body over the limit with 413, declared or chunked, and closes the connection", async () => {
    commitEvery(1);
    const big = JSON.stringify({ ...sampleFlowRun, report: "x".repeat(5000) });
    expect(await send(delivery({ body: big }))).toMatchObject({
      status: 413,
      body: { error: { code: "PAYLOAD_TOO_LARGE" } },
    });
    const chunked = await new Promise<{ status?: number; connection?: string }>(
      (resolve, reject) => {
        const request = httpRequest(`${baseUrl}/api/inbound/webhook`, { method: "POST" });
        request.on("response", (response) => {
          response.resume();
          resolve({ status: response.statusCode, connection: response.headers.connection });
        });
        request.on("error", reject);
        request.write("x".repeat(3000));
        request.write("x".repeat(3000));
        request.end();
      },
    );
    expect(chunked).toEqual({ status: 413, connection: "close" });
    expect(await rows()).toEqual([]);
  });

  it("answers 500 when the commit fails, so the sender retries", async () => {
    deps = {
      ...deps,
      db: undefined,
      store: async () => {
        throw new Error("store down");
      },
    };
    const outcome = await send(delivery());
    expect(outcome).toMatchObject({ status: 500, body: { error: { code: "INTERNAL_ERROR" } } });
    expect(stored).toEqual([]);
  });
});
