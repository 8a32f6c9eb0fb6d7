import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type Harness, type SeedCustomer } from "./harness";

/**
 * The alternate dialect (SANDBOX_DIALECT=alternate): each point the spec leaves open answered with
 * another spec-valid choice, the service's behaviour unchanged. The default dialect is what every
 * other file here checks.
 */
type Seeded = { id: string; state?: string; country_code?: string };

describe("the alternate dialect", () => {
  let alt: Harness;
  let seed: SeedCustomer & { cdds: Seeded[]; screening_alerts: Seeded[]; monitorings: Seeded[] };

  beforeAll(async () => {
    alt = await startSandbox({ SANDBOX_DIALECT: "alternate" });
    seed = (await alt.seed())[0] as typeof seed;
  });
  afterAll(() => alt.close());

  it("refuses an unknown dialect at start", async () => {
    await expect(startSandbox({ SANDBOX_DIALECT: "klingon" })).rejects.toThrow(/SANDBOX_DIALECT/);
  });

  it("lists webhooks as a bare array, answers PATCH with 204 and create with 200", async () => {
    const created = await alt.call("POST", "/webhooks", {
      body: { webhook_url: "https://hooks.example/a", events: ["flow_run_failed"] },
    });
    expect(created.status).toBe(200);
    expect((created.body as { status: string }).status).toBe("enabled");
    const id = (created.body as { id: string }).id;
    const patched = await alt.call("PATCH", `/webhooks/${id}`, { body: { is_active: false } });
    expect([patched.status, patched.text]).toEqual([204, ""]);
    const list = await alt.call("GET", "/webhooks");
    expect(Array.isArray(list.body)).toBe(true);
    expect((list.body as { is_active: boolean; status: string }[])[0]).toMatchObject({
      is_active: false,
      status: "paused",
    });
  });

  it("names monitoring fields differently and adds one the console does not know", async () => {
    const page = await alt.call("GET", "/monitorings?page_size=1");
    const [monitoring] = (page.body as { items: Record<string, unknown>[] }).items;
    expect(Object.keys(monitoring)).toEqual(
      expect.arrayContaining(["monitoring_id", "url", "active_checks", "execution_state"]),
    );
    expect(monitoring).not.toHaveProperty("website");
    expect(monitoring.monitoring_type).toBe("website");
  });

  it("writes date-times with a +0200 offset, creation times at minute precision", async () => {
    const cdd = await alt.call("GET", `/cdds/${seed.cdds[0].id}`);
    const { created_at, updated_at } = cdd.body as { created_at: string; updated_at: string };
    expect(created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}\+0200$/);
    expect(updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0200$/);
  });

  it("answers run-checks 202 with text and registry pull 204", async () => {
    const completed = seed.cdds.find((cdd) => cdd.state === "COMPLETED");
    const checks = await alt.call("POST", `/cdds/${completed?.id}/run-checks`);
    expect([checks.status, checks.text]).toEqual([202, "Accepted"]);
    const pullable = seed.cdds.find((cdd) => cdd.country_code === "IT");
    const pull = await alt.call("POST", `/cdds/${pullable?.id}/pull-registry-documents`);
    expect([pull.status, pull.text]).toEqual([204, ""]);
  });

  it("serves alerts and document files at other paths only", async () => {
    const alertId = seed.screening_alerts[0].id;
    expect((await alt.call("GET", `/v1/name-screenings/alerts/${alertId}`)).status).toBe(404);
    expect((await alt.call("GET", `/v1/screening-alerts/${alertId}`)).status).toBe(200);

    const caseId = seed.cdds[0].id;
    const form = new FormData();
    form.append("type", "REGISTRY_EXCERPT");
    form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "a.pdf");
    const uploaded = await alt.call("POST", `/cdds/${caseId}/documents`, { rawBody: form });
    const document = uploaded.body as { id: string; url: string; type: string };
    expect(document.type).toBe("COMMERCIAL_REGISTER_EXTRACT");
    expect(document.url).toMatch(/\/files\/cdd-documents\/[^/?]+\?case=/);
    const file = await alt.call(
      "GET",
      new URL(document.url).pathname + new URL(document.url).search,
    );
    expect(file.text).toContain("%PDF-");
    const fixed = await alt.call("GET", `/cdds/${caseId}/documents/${document.id}/file`);
    expect(fixed.status).toBe(404);
  });

  it("honours X-Idempotency-Key and ignores Idempotency-Key", async () => {
    const body = { website: "idem-alt.example" };
    const create = (headers: Record<string, string>) =>
      alt.call("POST", "/cdds", { body, headers });
    const first = await create({ "X-Idempotency-Key": "alt-1" });
    const replay = await create({ "X-Idempotency-Key": "alt-1" });
    expect((replay.body as { id: string }).id).toBe((first.body as { id: string }).id);
    const a = await create({ "Idempotency-Key": "ours-1" });
    const b = await create({ "Idempotency-Key": "ours-1" });
    expect((a.body as { id: string }).id).not.toBe((b.body as { id: string }).id);
  });

  it("gives search profile and hit field values as numbers, lists and objects", async () => {
    const searches = (seed as unknown as { searches: Seeded[] }).searches;
    const search = await alt.call("GET", `/v1/name-screenings/searches/${searches[0].id}`);
    const values = (search.body as { input: { value: unknown }[] }).input.map(
      (i) => typeof i.value,
    );
    expect(values).toContain("object");
    expect(search.body).toHaveProperty("alerts");
  });

  it("stays up and unchanged after bad requests, its own paths included", async () => {
    const before = (await alt.call("GET", "/cdds")).body as { count: number };
    const bad: [string, string, Parameters<Harness["call"]>[2]][] = [
      ["POST", "/cdds", { rawBody: "[1,2", headers: { "content-type": "application/json" } }],
      ["POST", "/cdds", { body: { website: "x.example" }, headers: { "X-Idempotency-Key": "" } }],
      ["PATCH", "/webhooks/%E0%A4%A", { body: { is_active: "yes" } }],
      ["GET", "/files/cdd-documents/..%2F..?case=..%2F..", {}],
      ["GET", "/files/cdd-documents/x", {}],
      ["POST", "/files/cdd-documents/x?case=y", {}],
      ["GET", "/v1/screening-alerts/..%2Fsearches", {}],
      ["GET", "/v1/name-screenings/alerts/not-a-uuid", {}],
      ["GET", "/monitorings?sort_by=__proto__&next_token=%%%", {}],
    ];
    for (let round = 0; round < 50; round += 1) {
      const results = await Promise.all(
        bad.map(([method, path, options]) => alt.call(method, path, options)),
      );
      for (const result of results) {
        expect(result.status).toBeGreaterThanOrEqual(400);
        expect(result.status).toBeLessThan(500);
        expect(result.text).not.toMatch(/\n\s+at /);
      }
    }
    expect(((await alt.call("GET", "/cdds")).body as { count: number }).count).toBe(before.count);
  }, 60_000);
});
