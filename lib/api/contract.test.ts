import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaseOnce } from "@/lib/cdd/create-case";
import { startReceiver, startSandbox, waitFor, type Harness } from "@/sandbox/test/harness";
import { createComplianceClient, type ComplianceClient } from "./client";
import { isUpstreamError } from "./errors";
import { parseEventPayload } from "./schemas/events";
import { WEBHOOK_EVENT_TYPES } from "./schemas/webhook";

/**
 * The contract: the sandbox's real answers, for every endpoint, parsed by the console's own client
 * and schemas, in both dialects. The default dialect answers with our choices where the spec is
 * silent, the alternate one with another plausible choice at every such point; the console must
 * read both (docs/spec-assumptions.md).
 */
type Seeded = { id: string; state?: string; status?: string; country_code?: string };
interface Seed {
  api_key: string;
  flow_runs: (Seeded & { flow_id: string })[];
  flows: { id: string; kind: string }[];
  cdds: Seeded[];
  searches: Seeded[];
  screening_alerts: Seeded[];
  blocked_companies: Seeded[];
}

const pdf = new Blob(["%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"], {
  type: "application/pdf",
});

for (const dialect of ["default", "alternate"] as const) {
  describe(`contract against the ${dialect} dialect`, () => {
    let harness: Harness;
    let api: ComplianceClient;
    let seed: Seed;
    const unusable: string[] = [];

    beforeAll(async () => {
      harness = await startSandbox({ SANDBOX_DIALECT: dialect });
      seed = (await harness.seed())[0] as unknown as Seed;
      api = createComplianceClient({
        baseUrl: harness.url,
        apiKey: seed.api_key,
        retry: { retries: 0 },
        logUnusable: (entry) => unusable.push(`${entry.endpoint} ${entry.status}`),
      });
    });
    afterAll(async () => {
      await harness.close();
      // Not one answer of the sandbox, in either dialect, was unusable for the console.
      expect(unusable).toEqual([]);
    });

    it("flows: trigger, read every seeded run, read the outputs", async () => {
      const flow = seed.flows.find((candidate) => candidate.kind === "report");
      const { id } = await api.triggerFlowRun(flow?.id ?? "", {
        company_name: "Acme GmbH",
        country_code: "DE",
      });
      expect((await api.getFlowRun(id)).status).toBe("QUEUED");
      let outputs = 0;
      for (const seeded of seed.flow_runs) {
        const run = await api.getFlowRun(seeded.id);
        expect(run.status).toBe(seeded.status);
        if (run.output_ref && run.status === "COMPLETED") {
          await api.getFlowRunOutput(run.id).catch((error: unknown) => {
            if (!isUpstreamError(error) || error.status !== 413) throw error;
          });
          outputs += 1;
        }
      }
      expect(outputs).toBeGreaterThan(0);
    });

    it("monitoring: the three lists, with their cursors", async () => {
      const monitorings = await api.listMonitorings({ page_size: 5 });
      expect(monitorings.items).toHaveLength(5);
      expect(monitorings.items.every((m) => m.id && m.website && m.checks.length > 0)).toBe(true);
      expect(
        (await api.listMonitorings({ next_token: monitorings.next_token ?? "" })).items.length,
      ).toBeGreaterThan(0);
      expect((await api.listMonitoringExecutions({ page_size: 10 })).items.length).toBe(10);
      const alerts = await api.listMonitoringAlerts({ page_size: 10 });
      expect(alerts.unacknowledged_count).toBeGreaterThan(0);
    });

    it("CDD: create, list, read, upload, download, checks, registry pull, report", async () => {
      const created = await api.createCdd(
        { website: "contract.example", external_id: `contract-${dialect}` },
        { idempotencyKey: `contract-${dialect}` },
      );
      expect(created.state).toBe("INITIATED");
      const listed = await api.listCdds({ external_id: `contract-${dialect}` });
      expect(listed.cases.map((cdd) => cdd.id)).toEqual([created.id]);
      expect((await api.listCdds()).count).toBeGreaterThan(seed.cdds.length - 1);

      const uploaded = await api.uploadCddDocument(created.id, {
        type: "REGISTRY_EXCERPT",
        file: pdf,
        fileName: "excerpt.pdf",
      });
      const detail = await api.getCdd(created.id);
      const document = detail.documents.find((candidate) => candidate.id === uploaded.id);
      expect(document?.type).toBe(
        dialect === "default" ? "REGISTRY_EXCERPT" : "COMMERCIAL_REGISTER_EXTRACT",
      );
      const file = await api.downloadCddDocument(document ?? uploaded);
      expect(await new Response(file.body).text()).toContain("%PDF-");

      const completed = seed.cdds.find((cdd) => cdd.state === "COMPLETED");
      expect(await api.runCddChecks(completed?.id ?? "")).toBeTypeOf("object");
      const pullable = seed.cdds.find(
        (cdd) => cdd.country_code === "IT" || cdd.country_code === "DE",
      );
      expect(await api.pullRegistryDocuments(pullable?.id ?? "")).toBeTypeOf("object");
      expect(await api.getCddReport(completed?.id ?? "")).toContain("#");
    });

    it("screening: every seeded search; alerts by id where the path is ours", async () => {
      for (const seeded of seed.searches) {
        const search = await api.getScreeningSearch(seeded.id);
        expect(search.status).toBe(seeded.status);
      }
      const alertId = seed.screening_alerts[0].id;
      if (dialect === "default") {
        expect((await api.getScreeningAlert(alertId)).id).toBe(alertId);
      } else {
        // Served elsewhere: the console falls back to the copy from the event (lib/screening).
        await expect(api.getScreeningAlert(alertId)).rejects.toMatchObject({ status: 404 });
      }
    });

    it("blocked companies: unblock", async () => {
      await expect(api.unblockCompany(seed.blocked_companies[0].id)).resolves.toBeUndefined();
    });

    it("webhooks: create, list, read, update (new secret), delete, test the key", async () => {
      expect(await api.testConnection()).toEqual({ ok: true });
      const created = await api.createWebhook({
        webhook_url: "https://hooks.example/in",
        events: ["flow_run_completed"],
        secret: "first-secret",
      });
      expect(created.has_secret).toBe(true);
      expect((await api.listWebhooks()).items.map((webhook) => webhook.id)).toContain(created.id);
      const updated = await api.updateWebhook(created.id, {
        is_active: false,
        secret: "second-secret",
      });
      expect(updated).toMatchObject({ id: created.id, is_active: false, has_secret: true });
      expect((await api.getWebhook(created.id)).is_active).toBe(false);
      await api.deleteWebhook(created.id);
      expect((await api.listWebhooks()).items).toEqual([]);
    });

    it("events: every event type's delivered payload parses", async () => {
      const receiver = await startReceiver();
      try {
        const webhook = await api.createWebhook({
          webhook_url: receiver.url,
          events: [...WEBHOOK_EVENT_TYPES],
        });
        for (const type of WEBHOOK_EVENT_TYPES) {
          const fired = await harness.call("POST", "/_sandbox/events", {
            key: null,
            body: { type },
          });
          expect(fired.status).toBe(200);
        }
        await waitFor(() => receiver.received.length >= WEBHOOK_EVENT_TYPES.length);
        for (const delivery of receiver.received) {
          const name = String(delivery.headers["x-event-name"]).toLowerCase();
          const type = WEBHOOK_EVENT_TYPES.find((candidate) => candidate === name);
          expect(type, name).toBeDefined();
          const parsed = parseEventPayload(type ?? "flow_run_completed", delivery.body);
          expect(parsed.success, `${name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        }
        await api.deleteWebhook(webhook.id);
      } finally {
        await receiver.close();
      }
    });
  });
}

describe("a create that outlasts the timeout, upstream ignoring our idempotency header", () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startSandbox({
      SANDBOX_DIALECT: "alternate",
      SANDBOX_CDD_CREATE_DELAY_MS: "600",
      // The lookup compares creation times with the console's clock, as against a real service.
      SANDBOX_START: new Date().toISOString(),
    });
  });
  afterAll(() => harness.close());

  it("makes one case for one submit", async () => {
    const api = createComplianceClient({
      baseUrl: harness.url,
      apiKey: "demo-key-northwind",
      timeoutMs: 300,
      retry: { retries: 0 },
      logUnusable: () => undefined,
    });
    for (const body of [
      { website: "slow-one.example", external_id: "slow-1" },
      { website: "slow-two.example" },
    ]) {
      const outcome = await createCaseOnce(api, body, `key-${body.website}`);
      expect(outcome.recovered).toBe(true);
    }
    const all = await harness.call("GET", "/cdds");
    const cases = (all.body as { cases: { input: { website?: string } }[] }).cases;
    expect(cases.filter((cdd) => cdd.input.website?.includes("slow-")).length).toBe(2);
  });
});
