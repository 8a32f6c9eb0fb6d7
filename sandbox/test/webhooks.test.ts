import { createServer } from "node:net";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  expectedSignature,
  keys,
  startReceiver,
  startSandbox,
  waitFor,
  type Harness,
} from "./harness";

interface Webhook {
  id: string;
  webhook_url: string;
  is_active: boolean;
  has_secret: boolean;
  status: string;
  last_delivery_at: string | null;
  last_delivery_status: string | null;
  events: string[];
}
interface Attempt {
  webhook_id: string;
  event_id: string;
  event_type: string;
  attempt: number;
  status: number | null;
  error: string | null;
  outcome: string;
  at: string;
  duration_ms: number;
}

const limitMessage = "Webhook limit reached: a customer can have at most 10 webhooks";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const receivers: { close(): Promise<void> }[] = [];

async function receiver(status?: () => number) {
  const started = await startReceiver(status);
  receivers.push(started);
  return started;
}

async function create(h: Harness, body: Record<string, unknown>, key: string = keys.northwind) {
  const res = await h.call("POST", "/webhooks", { body, key });
  expect(res.status, res.text).toBe(201);
  return res.body as Webhook;
}

async function fireAlert(h: Harness, customer = "northwind"): Promise<string> {
  const res = await h.call("POST", "/_sandbox/events", {
    key: null,
    body: { type: "monitoring_alert_fired", customer_id: customer },
  });
  expect(res.status, res.text).toBe(200);
  return (res.body as { target_id: string }).target_id;
}

async function attempts(h: Harness, webhookId: string): Promise<Attempt[]> {
  const res = await h.call("GET", `/_sandbox/deliveries?webhook_id=${webhookId}`, { key: null });
  return (res.body as { items: Attempt[] }).items;
}

async function webhook(h: Harness, id: string): Promise<Webhook> {
  return (await h.call("GET", `/webhooks/${id}`)).body as Webhook;
}

/** Deletes every webhook of both demo customers, so each test starts below the limit. */
async function deleteAll(h: Harness): Promise<void> {
  for (const key of [keys.northwind, keys.globex]) {
    const { items } = (await h.call("GET", "/webhooks", { key })).body as { items: Webhook[] };
    for (const item of items) await h.call("DELETE", `/webhooks/${item.id}`, { key });
  }
}

let h: Harness;
beforeAll(async () => {
  h = await startSandbox({
    SANDBOX_DELIVERY_RETRY_DELAYS_MS: "50,100",
    SANDBOX_DELIVERY_TIMEOUT_MS: "300",
  });
  // Paused, so the live monitoring fires no alert of its own in the middle of a test.
  await h.call("POST", "/_sandbox/clock", { key: null, body: { pause: true } });
});
afterEach(async () => {
  await deleteAll(h);
  await Promise.all(receivers.splice(0).map((started) => started.close()));
});
afterAll(() => h.close());

describe("§4.15 webhook management", () => {
  it("creates a webhook (201) that shows has_secret, never the secret", async () => {
    const res = await h.call("POST", "/webhooks", {
      body: {
        webhook_url: "https://hooks.example.com/compliance",
        events: ["monitoring_alert_fired", "flow_run_failed"],
        secret: "s3cret-value",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      webhook_url: "https://hooks.example.com/compliance",
      is_active: true,
      has_secret: true,
      status: "active",
      last_delivery_at: null,
      last_delivery_status: null,
      events: ["monitoring_alert_fired", "flow_run_failed"],
    });
    const id = (res.body as Webhook).id;
    const list = await h.call("GET", "/webhooks");
    expect(list.body).toEqual({ items: [res.body] });
    const one = await h.call("GET", `/webhooks/${id}`);
    expect(one.body).toEqual(res.body);
    for (const text of [res.text, list.text, one.text]) expect(text).not.toContain("s3cret-value");
  });

  it("shows status disabled while is_active is false", async () => {
    const created = await create(h, {
      webhook_url: "https://hooks.example.com/a",
      events: ["search_completed"],
      is_active: false,
    });
    expect(created).toMatchObject({ is_active: false, status: "disabled", has_secret: false });
    const res = await h.call("PATCH", `/webhooks/${created.id}`, { body: { is_active: true } });
    expect(res.body).toMatchObject({ is_active: true, status: "active" });
  });

  it("PATCH changes only the fields sent; secret omitted keeps, empty removes, value replaces", async () => {
    const created = await create(h, {
      webhook_url: "https://hooks.example.com/b",
      events: ["cdd_state_changed"],
      secret: "one",
    });
    const patch = (body: unknown) => h.call("PATCH", `/webhooks/${created.id}`, { body });
    const events = await patch({ events: ["cdd_state_changed", "cdd_document_fetched"] });
    expect(events.status).toBe(200);
    expect(events.body).toEqual({
      ...created,
      events: ["cdd_state_changed", "cdd_document_fetched"],
    });
    expect(((await patch({ secret: "" })).body as Webhook).has_secret).toBe(false);
    expect(((await patch({ is_active: true })).body as Webhook).has_secret).toBe(false);
    expect(((await patch({ secret: "two" })).body as Webhook).has_secret).toBe(true);
    const url = await patch({ webhook_url: "https://hooks.example.com/c" });
    expect(url.body).toMatchObject({
      webhook_url: "https://hooks.example.com/c",
      has_secret: true,
    });
  });

  it("accepts http only for loopback hosts", async () => {
    for (const url of ["http://127.0.0.1:9/x", "http://localhost:9/x", "http://[::1]:9/x"]) {
      await create(h, { webhook_url: url, events: ["flow_run_completed"] });
    }
  });

  it("answers invalid bodies with 400 { error } and a clear message", async () => {
    const cases: [unknown, string][] = [
      [{ events: ["flow_run_completed"] }, "webhook_url is required"],
      [{ webhook_url: "/hooks", events: ["flow_run_completed"] }, "absolute URL"],
      [{ webhook_url: "http://hooks.example.com/x", events: ["flow_run_completed"] }, "HTTPS"],
      [{ webhook_url: "ftp://hooks.example.com/x", events: ["flow_run_completed"] }, "HTTPS"],
      [
        { webhook_url: "https://u:p@hooks.example.com/", events: ["flow_run_completed"] },
        "credentials",
      ],
      [{ webhook_url: "https://hooks.example.com/x" }, "events is required"],
      [{ webhook_url: "https://hooks.example.com/x", events: [] }, "at least one"],
      [{ webhook_url: "https://hooks.example.com/x", events: ["run_done"] }, '"run_done"'],
      [{ webhook_url: "https://hooks.example.com/x", events: "flow_run_failed" }, "array"],
      [
        {
          webhook_url: "https://hooks.example.com/x",
          events: ["flow_run_failed"],
          is_active: "yes",
        },
        "is_active",
      ],
      [
        { webhook_url: "https://hooks.example.com/x", events: ["flow_run_failed"], secret: 5 },
        "secret",
      ],
      [
        { webhook_url: "https://hooks.example.com/x", events: ["flow_run_failed"], colour: 1 },
        "colour",
      ],
      [["not", "an", "object"], "object"],
    ];
    for (const [body, message] of cases) {
      const res = await h.call("POST", "/webhooks", { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error: expect.stringContaining(message) });
    }
    const malformed = await h.call("POST", "/webhooks", {
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: expect.any(String) });
    const created = await create(h, {
      webhook_url: "https://hooks.example.com/x",
      events: ["flow_run_failed"],
    });
    for (const body of [{ webhook_url: "http://example.com" }, { events: [] }, { secret: null }]) {
      const res = await h.call("PATCH", `/webhooks/${created.id}`, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });

  it("answers an unknown or another customer's webhook with 404 Webhook not found", async () => {
    const mine = await create(h, {
      webhook_url: "https://hooks.example.com/x",
      events: ["flow_run_failed"],
    });
    const notFound = { error: "Webhook not found" };
    for (const [id, key] of [
      ["does-not-exist", keys.northwind],
      [mine.id, keys.globex],
    ]) {
      for (const method of ["GET", "PATCH", "DELETE"]) {
        const res = await h.call(method, `/webhooks/${id}`, {
          key,
          body: method === "PATCH" ? {} : undefined,
        });
        expect(res.status, `${method} ${id}`).toBe(404);
        expect(res.body).toEqual(notFound);
      }
    }
    expect((await h.call("GET", "/webhooks", { key: keys.globex })).body).toEqual({ items: [] });
  });

  it("deletes with 204 and no body; the webhook is gone", async () => {
    const created = await create(h, {
      webhook_url: "https://hooks.example.com/x",
      events: ["flow_run_failed"],
    });
    const res = await h.call("DELETE", `/webhooks/${created.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect((await h.call("GET", `/webhooks/${created.id}`)).status).toBe(404);
    expect((await h.call("DELETE", `/webhooks/${created.id}`)).status).toBe(404);
  });
});

describe("§8 limits", () => {
  it("allows 10 webhooks per customer; the 11th is 409 with the limit message", async () => {
    const body = { webhook_url: "https://hooks.example.com/x", events: ["flow_run_failed"] };
    const created: Webhook[] = [];
    for (let index = 0; index < 10; index += 1) created.push(await create(h, body));
    const eleventh = await h.call("POST", "/webhooks", { body });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toEqual({ error: limitMessage });
    await create(h, body, keys.globex);
    await h.call("DELETE", `/webhooks/${created[0].id}`);
    await create(h, body);
  });
});

describe("§6 events: delivery to webhooks", () => {
  it("delivers only to active webhooks of the customer subscribed to the event type", async () => {
    const [target, inactive, otherType, otherCustomer] = await Promise.all(
      [1, 2, 3, 4].map(() => receiver()),
    );
    const subscribed = await create(h, {
      webhook_url: target.url,
      events: ["monitoring_alert_fired"],
    });
    await create(h, {
      webhook_url: inactive.url,
      events: ["monitoring_alert_fired"],
      is_active: false,
    });
    await create(h, { webhook_url: otherType.url, events: ["flow_run_completed"] });
    await create(
      h,
      { webhook_url: otherCustomer.url, events: ["monitoring_alert_fired"] },
      keys.globex,
    );
    const alertId = await fireAlert(h);
    await waitFor(() => target.received.length === 1);
    await pause(300);
    expect(target.received).toHaveLength(1);
    expect((target.received[0].body as { alert_id: string }).alert_id).toBe(alertId);
    expect(inactive.received).toHaveLength(0);
    expect(otherType.received).toHaveLength(0);
    expect(otherCustomer.received).toHaveLength(0);
    const done = await webhook(h, subscribed.id);
    expect(done.last_delivery_status).toBe("success");
    expect(Date.parse(done.last_delivery_at ?? "")).not.toBeNaN();
  });

  it("gives every delivery its own X-Event-Id", async () => {
    const a = await receiver();
    const b = await receiver();
    await create(h, { webhook_url: a.url, events: ["monitoring_alert_fired"] });
    await create(h, { webhook_url: b.url, events: ["monitoring_alert_fired"] });
    await fireAlert(h);
    await fireAlert(h);
    await waitFor(() => a.received.length === 2 && b.received.length === 2);
    const eventIds = [...a.received, ...b.received].map((d) => d.headers["x-event-id"]);
    expect(new Set(eventIds).size).toBe(4);
  });

  it("retries a failing receiver after each configured delay, then gives up", async () => {
    const failing = await receiver(() => 503);
    const created = await create(h, {
      webhook_url: failing.url,
      events: ["monitoring_alert_fired"],
    });
    await fireAlert(h);
    await waitFor(() => failing.received.length === 3);
    await pause(400);
    expect(failing.received).toHaveLength(3);
    expect(new Set(failing.received.map((d) => d.headers["x-event-id"])).size).toBe(1);
    const log = await attempts(h, created.id);
    expect(log.map((a) => [a.attempt, a.status, a.error])).toEqual([
      [1, 503, null],
      [2, 503, null],
      [3, 503, null],
    ]);
    expect((await webhook(h, created.id)).last_delivery_status).toBe("failed");
  });

  it("survives a receiver that resets the connection, and one that never answers", async () => {
    const sockets = new Set<Socket>();
    const resetting = createServer((socket) => socket.destroy());
    const silent = createServer((socket) => sockets.add(socket.on("error", () => undefined)));
    for (const server of [resetting, silent]) {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      receivers.push({
        close: () => {
          for (const socket of sockets) socket.destroy();
          return new Promise<void>((resolve) => server.close(() => resolve()));
        },
      });
    }
    const url = (server: typeof silent) =>
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const reset = await create(h, {
      webhook_url: url(resetting),
      events: ["monitoring_alert_fired"],
    });
    const hung = await create(h, { webhook_url: url(silent), events: ["monitoring_alert_fired"] });
    await fireAlert(h);
    const resetLog = await waitFor(async () => {
      const log = await attempts(h, reset.id);
      return log.length === 3 ? log : undefined;
    });
    expect(resetLog.every((a) => a.status === null && typeof a.error === "string")).toBe(true);
    const hungLog = await waitFor(async () => {
      const log = await attempts(h, hung.id);
      return log.length >= 1 ? log : undefined;
    });
    expect(hungLog[0]).toMatchObject({ status: null, error: expect.stringContaining("300 ms") });
    expect(hungLog[0].duration_ms).toBeGreaterThanOrEqual(250);
    expect((await webhook(h, reset.id)).last_delivery_status).toBe("failed");
    expect((await h.call("GET", "/webhooks")).status).toBe(200);
  });

  it("lists attempts in GET /_sandbox/deliveries, filtered by webhook_id and event_type", async () => {
    const ok = await receiver();
    const created = await create(h, { webhook_url: ok.url, events: ["monitoring_alert_fired"] });
    const alertId = await fireAlert(h);
    await waitFor(() => ok.received.length === 1);
    const res = await h.call(
      "GET",
      `/_sandbox/deliveries?webhook_id=${created.id}&event_type=monitoring_alert_fired`,
      { key: null },
    );
    const { items } = res.body as { items: Attempt[] };
    expect(items).toEqual([
      {
        webhook_id: created.id,
        customer_id: "northwind",
        event_id: ok.received[0].headers["x-event-id"],
        source_event_id: expect.any(String),
        event_type: "monitoring_alert_fired",
        attempt: 1,
        status: 200,
        error: null,
        outcome: "success",
        at: expect.any(String),
        duration_ms: expect.any(Number),
      },
    ]);
    const other = await h.call("GET", "/_sandbox/deliveries?event_type=flow_run_failed", {
      key: null,
    });
    expect(
      (other.body as { items: Attempt[] }).items.some((a) => a.webhook_id === created.id),
    ).toBe(false);
    expect(alertId).toEqual(expect.any(String));
  });
});

describe("§6 events: retries and deletion (slower retry schedule)", () => {
  let slow: Harness;
  beforeAll(async () => {
    slow = await startSandbox({ SANDBOX_DELIVERY_RETRY_DELAYS_MS: "400,400" });
    await slow.call("POST", "/_sandbox/clock", { key: null, body: { pause: true } });
  });
  afterAll(() => slow.close());

  it("retries with the same X-Event-Id and body; last_delivery_status goes failed then success", async () => {
    const statuses = [500, 200];
    const flaky = await receiver(() => statuses.shift() ?? 200);
    const created = await create(slow, {
      webhook_url: flaky.url,
      events: ["monitoring_alert_fired"],
      secret: "retry-secret",
    });
    await fireAlert(slow);
    await waitFor(async () => (await webhook(slow, created.id)).last_delivery_status === "failed");
    const done = await waitFor(async () => {
      const current = await webhook(slow, created.id);
      return current.last_delivery_status === "success" ? current : undefined;
    });
    expect(done.last_delivery_at).toEqual(expect.any(String));
    const [first, second] = flaky.received;
    expect(flaky.received).toHaveLength(2);
    expect(second.headers["x-event-id"]).toBe(first.headers["x-event-id"]);
    expect(second.raw).toBe(first.raw);
    expect(second.headers["x-signature"]).toBe(expectedSignature("retry-secret", first.raw));
    const log = await attempts(slow, created.id);
    expect(log.map((a) => [a.attempt, a.status, a.outcome])).toEqual([
      [1, 500, "failed"],
      [2, 200, "success"],
    ]);
  });

  it("stops at once on DELETE, including pending retries", async () => {
    const failing = await receiver(() => 500);
    const created = await create(slow, {
      webhook_url: failing.url,
      events: ["monitoring_alert_fired"],
    });
    await fireAlert(slow);
    await waitFor(() => failing.received.length === 1);
    expect((await slow.call("DELETE", `/webhooks/${created.id}`)).status).toBe(204);
    await pause(1000);
    expect(failing.received).toHaveLength(1);
    expect(await attempts(slow, created.id)).toHaveLength(1);
  });

  it("stops pending retries when the webhook is disabled", async () => {
    const failing = await receiver(() => 500);
    const created = await create(slow, {
      webhook_url: failing.url,
      events: ["monitoring_alert_fired"],
    });
    await fireAlert(slow);
    await waitFor(() => failing.received.length === 1);
    await slow.call("PATCH", `/webhooks/${created.id}`, { body: { is_active: false } });
    await pause(1000);
    expect(failing.received).toHaveLength(1);
    await slow.call("DELETE", `/webhooks/${created.id}`);
  });
  it("drops every webhook and pending retry on POST /_sandbox/reset", async () => {
    const failing = await receiver(() => 500);
    await create(slow, { webhook_url: failing.url, events: ["monitoring_alert_fired"] });
    await fireAlert(slow);
    await waitFor(() => failing.received.length === 1);
    expect((await slow.call("POST", "/_sandbox/reset", { key: null })).status).toBe(200);
    await pause(1000);
    expect(failing.received).toHaveLength(1);
    expect((await slow.call("GET", "/webhooks")).body).toEqual({ items: [] });
    const log = await slow.call("GET", "/_sandbox/deliveries", { key: null });
    expect(log.body).toEqual({ items: [] });
  });
});

describe("§5 webhook signatures", () => {
  it("signs the raw body: X-Signature is sha256=<lower-case hex HMAC-SHA256>", async () => {
    const inbox = await receiver();
    await create(h, {
      webhook_url: inbox.url,
      events: ["monitoring_alert_fired"],
      secret: "whsec-1",
    });
    await fireAlert(h);
    const [delivery] = await waitFor(() => (inbox.received.length ? inbox.received : undefined));
    expect(delivery.headers["x-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(delivery.headers["x-signature"]).toBe(expectedSignature("whsec-1", delivery.raw));
    expect(Number(delivery.headers["content-length"])).toBe(Buffer.byteLength(delivery.raw));
  });

  it("omits X-Signature without a secret and follows PATCHed secrets", async () => {
    const inbox = await receiver();
    const created = await create(h, { webhook_url: inbox.url, events: ["monitoring_alert_fired"] });
    const next = async () => {
      const count = inbox.received.length;
      await fireAlert(h);
      return (await waitFor(() => inbox.received[count])) as (typeof inbox.received)[number];
    };
    expect((await next()).headers["x-signature"]).toBeUndefined();
    await h.call("PATCH", `/webhooks/${created.id}`, { body: { secret: "first" } });
    const signed = await next();
    expect(signed.headers["x-signature"]).toBe(expectedSignature("first", signed.raw));
    await h.call("PATCH", `/webhooks/${created.id}`, {
      body: { events: ["monitoring_alert_fired"] },
    });
    const kept = await next();
    expect(kept.headers["x-signature"]).toBe(expectedSignature("first", kept.raw));
    await h.call("PATCH", `/webhooks/${created.id}`, { body: { secret: "second" } });
    const rotated = await next();
    expect(rotated.headers["x-signature"]).toBe(expectedSignature("second", rotated.raw));
    await h.call("PATCH", `/webhooks/${created.id}`, { body: { secret: "" } });
    expect((await next()).headers["x-signature"]).toBeUndefined();
  });
});
