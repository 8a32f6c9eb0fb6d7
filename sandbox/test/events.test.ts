import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectedSignature,
  startReceiver,
  startSandbox,
  waitFor,
  type Harness,
  type ReceivedDelivery,
} from "./harness";

type Json = Record<string, unknown>;
const isoTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const parseCdd = (payload: unknown): Json => {
  expect(typeof payload, "a CDD payload is the case as a JSON string").toBe("string");
  return JSON.parse(payload as string) as Json;
};

/** What spec §6 promises for each event type: its header values and payload shape. */
const contract: Record<
  string,
  { target: string; idOf(payload: unknown): unknown; check(payload: unknown): void }
> = {
  cdd_state_changed: {
    target: "CDD",
    idOf: (payload) => (typeof payload === "string" ? parseCdd(payload).id : undefined),
    check: (payload) =>
      expect(parseCdd(payload)).toMatchObject({
        id: expect.any(String),
        state: expect.stringMatching(/^(COMPLETED|INCONCLUSIVE)$/),
        input: expect.any(Object),
        created_at: isoTime,
        updated_at: isoTime,
      }),
  },
  cdd_document_fetched: {
    target: "CDD",
    idOf: (payload) => (typeof payload === "string" ? parseCdd(payload).id : undefined),
    check: (payload) => {
      const cdd = parseCdd(payload);
      expect(cdd).toMatchObject({ id: expect.any(String), state: expect.any(String) });
      expect((cdd.documents as unknown[]).length).toBeGreaterThan(0);
      expect((cdd.documents as Json[])[0]).toMatchObject({
        id: expect.any(String),
        created_at: isoTime,
        file_name: expect.any(String),
        file_type: "application/pdf",
        type: expect.any(String),
        url: expect.any(String),
      });
    },
  },
  monitoring_alert_fired: {
    target: "MONITORING_ALERT",
    idOf: (payload) => (payload as Json).alert_id,
    check: (payload) =>
      expect(payload).toEqual({
        alert_id: expect.any(String),
        monitoring_id: expect.any(String),
        type: expect.stringMatching(
          /^(non_operational_website|high_risk_service_classification|catalog_contain_loan_flipping_indicators)$/,
        ),
        details: { reason: expect.any(String), triggered_at: isoTime },
      }),
  },
  search_completed: {
    target: "NAME_SCREENING_SEARCH",
    idOf: (payload) => (payload as Json).id,
    check: (payload) =>
      expect(payload).toMatchObject({
        id: expect.any(String),
        reference: expect.any(String),
        status: "COMPLETED",
        input: expect.any(Array),
        hit_counts: {
          FALSE_POSITIVE: expect.any(Number),
          TRUE_POSITIVE: expect.any(Number),
          UNRESOLVED: expect.any(Number),
        },
        hits: expect.any(Array),
        created_at: isoTime,
        updated_at: isoTime,
      }),
  },
  alert_remediated: {
    target: "NAME_SCREENING_ALERT",
    idOf: (payload) => (payload as Json).id,
    check: (payload) =>
      expect(payload).toMatchObject({
        id: expect.any(String),
        reference: expect.any(String),
        status: expect.any(String),
        remediation_status: "REMEDIATED",
        profile_facts: expect.any(Array),
        hits: expect.any(Array),
        created_at: isoTime,
        updated_at: isoTime,
      }),
  },
  flow_run_completed: {
    target: "FLOW_RUN",
    idOf: (payload) => (payload as Json).id,
    check: (payload) => {
      expect(payload).toMatchObject({
        id: expect.any(String),
        customer_id: "northwind",
        flow_id: expect.any(String),
        flow_version_id: expect.any(String),
        status: "COMPLETED",
        triggered_at: isoTime,
        trigger_type: expect.stringMatching(/^(manual|api|external_event|schedule|evaluation)$/),
        triggered_by: expect.any(String),
        input: expect.any(Object),
        created_at: isoTime,
        updated_at: isoTime,
        completed_at: isoTime,
      });
      expect(payload).toHaveProperty("meta");
    },
  },
  flow_run_failed: {
    target: "FLOW_RUN",
    idOf: (payload) => (payload as Json).id,
    check: (payload) =>
      expect(payload).toMatchObject({
        id: expect.any(String),
        customer_id: "northwind",
        status: "FAILED",
        completed_at: isoTime,
        error: {
          code: expect.any(String),
          message: expect.any(String),
          step: expect.any(String),
          transient: expect.any(Boolean),
        },
      }),
  },
};

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
  // Paused, so no feature emits on its own while a test waits for the event it fired.
  await h.call("POST", "/_sandbox/clock", { key: null, body: { pause: true } });
});
afterAll(() => h.close());

for (const [type, expected] of Object.entries(contract)) {
  describe(`§6 events: ${type}`, () => {
    it("is delivered with every header of the §6 table, signed, with its payload", async () => {
      const inbox = await startReceiver();
      const secret = `secret-for-${type}`;
      const created = await h.call("POST", "/webhooks", {
        body: { webhook_url: inbox.url, events: [type], secret },
      });
      expect(created.status).toBe(201);
      const webhookId = (created.body as { id: string }).id;
      try {
        const fired = await h.call("POST", "/_sandbox/events", { key: null, body: { type } });
        expect(fired.status, `POST /_sandbox/events: ${fired.text}`).toBe(200);
        const targetId = (fired.body as { target_id: string }).target_id;
        const delivery: ReceivedDelivery = await waitFor(() =>
          inbox.received.find((received) => expected.idOf(received.body) === targetId),
        );
        expect(delivery.headers).toMatchObject({
          "content-type": "application/json",
          "user-agent": "ComplianceSandbox/1.0",
          "x-webhook-id": webhookId,
          "x-event-id": expect.stringMatching(uuid),
          "x-customer-id": "northwind",
          "x-target-type": expected.target,
          "x-event-name": type.toUpperCase(),
        });
        expect(delivery.headers["user-agent"]).toMatch(/^[^\s/]+\/[^\s/]+$/);
        expect(delivery.headers["x-signature"]).toBe(expectedSignature(secret, delivery.raw));
        expected.check(delivery.body);
        const webhook = await h.call("GET", `/webhooks/${webhookId}`);
        expect(webhook.body).toMatchObject({ last_delivery_status: "success" });
      } finally {
        await h.call("DELETE", `/webhooks/${webhookId}`);
        await inbox.close();
      }
    });
  });
}

describe("§6 events: delivery header names", () => {
  it("sends the header names exactly as the §6 table writes them", async () => {
    const names: string[] = [];
    const server = createServer((req, res) => {
      names.push(...req.rawHeaders.filter((_, index) => index % 2 === 0));
      req.resume();
      req.on("end", () => res.writeHead(200).end());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const created = await h.call("POST", "/webhooks", {
      body: { webhook_url: url, events: ["monitoring_alert_fired"], secret: "x" },
    });
    const webhookId = (created.body as { id: string }).id;
    try {
      await h.call("POST", "/_sandbox/events", {
        key: null,
        body: { type: "monitoring_alert_fired" },
      });
      await waitFor(() => names.includes("X-Signature"));
      for (const name of [
        "Content-Type",
        "User-Agent",
        "X-Webhook-Id",
        "X-Event-Id",
        "X-Customer-Id",
        "X-Target-type",
        "X-Event-Name",
        "X-Signature",
      ]) {
        expect(names).toContain(name);
      }
    } finally {
      await h.call("DELETE", `/webhooks/${webhookId}`);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
