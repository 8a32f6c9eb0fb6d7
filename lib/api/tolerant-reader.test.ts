import { describe, expect, it } from "vitest";
import { createComplianceClient } from "./client";
import type { UnusableAnswer } from "./http";
import { parseCddEventPayload } from "./schemas/events";
import {
  fakeFetch,
  jsonResponse,
  recordingSleep,
  sampleCddCase,
  sampleSearch,
  sampleWebhook,
} from "./test-helpers";

/**
 * One test per point where the spec is silent or gives only samples (docs/spec-assumptions.md,
 * "Tolerant reading"): each answer below is valid for the spec, and each fails without the
 * tolerant reading.
 */
const apiKey = "test-key-0123456789";

function setup(responses: Response[] | ((url: URL, method: string) => Response)) {
  const handler = Array.isArray(responses)
    ? responses
    : (call: { url: URL; method: string }) => responses(call.url, call.method);
  const { fetch, calls } = fakeFetch(handler);
  const { sleep } = recordingSleep();
  const logged: UnusableAnswer[] = [];
  const api = createComplianceClient({
    baseUrl: "https://upstream.test",
    apiKey,
    fetch,
    retry: { sleep, retries: 0 },
    logUnusable: (entry) => logged.push(entry),
  });
  return { api, calls, logged };
}

const empty = (status: number) => new Response(status === 204 ? null : "", { status });
const text = (status: number, body: string) =>
  new Response(body, { status, headers: { "content-type": "text/plain" } });

describe("lists whose envelope the spec does not show (GET /webhooks)", () => {
  it.each([
    ["a bare array", [sampleWebhook]],
    ["{ data }", { data: [sampleWebhook] }],
    ["{ results }", { results: [sampleWebhook] }],
    ["{ webhooks }", { webhooks: [sampleWebhook], total: 1 }],
    ["{ items } (ours)", { items: [sampleWebhook] }],
  ])("reads %s, and the key test passes", async (_name, body) => {
    const { api } = setup([jsonResponse(200, body)]);
    expect((await api.listWebhooks()).items.map((w) => w.id)).toEqual([sampleWebhook.id]);
    expect(await setup([jsonResponse(200, body)]).api.testConnection()).toEqual({ ok: true });
  });
});

describe("actions whose answer the spec does not show", () => {
  it("PATCH /webhooks/{id} answered 204: applied, and the webhook is read back", async () => {
    const { api, calls } = setup((url, method) =>
      method === "PATCH" ? empty(204) : jsonResponse(200, { ...sampleWebhook, is_active: false }),
    );
    const updated = await api.updateWebhook(sampleWebhook.id, { is_active: false, secret: "s" });
    expect(updated.is_active).toBe(false);
    expect(calls.map((call) => call.method)).toEqual(["PATCH", "GET"]);
  });

  it.each([
    ["200 with an empty body", () => empty(200)],
    ["202 with text", () => text(202, "Accepted")],
    ["204", () => empty(204)],
    ["200 with JSON of another shape", () => jsonResponse(200, { ok: true, message: 5 })],
  ])("run-checks and registry pull succeed on %s", async (_name, answer) => {
    const { api, logged } = setup(() => answer());
    await expect(api.runCddChecks(sampleCddCase.id)).resolves.toBeTypeOf("object");
    await expect(api.pullRegistryDocuments(sampleCddCase.id)).resolves.toBeTypeOf("object");
    expect(logged).toEqual([]);
  });

  it("keeps the upstream's words from a short text answer", async () => {
    const { api } = setup([text(202, "Checks queued")]);
    expect(await api.runCddChecks(sampleCddCase.id)).toMatchObject({ message: "Checks queued" });
  });
});

describe("date-times in any ISO 8601 form", () => {
  it.each([
    ["2026-03-01T10:00Z", "2026-03-01T10:00:00.000Z"],
    ["2026-03-01T12:00:00+0200", "2026-03-01T10:00:00.000Z"],
    ["2026-03-01T12:00+02:00", "2026-03-01T10:00:00.000Z"],
    ["2026-03-01T10:00:00.123456Z", "2026-03-01T10:00:00.123Z"],
    ["20260301T100000Z", "2026-03-01T10:00:00.000Z"],
  ])("reads %s as %s", async (given, expected) => {
    const { api } = setup([jsonResponse(200, { ...sampleCddCase, created_at: given })]);
    expect((await api.getCdd(sampleCddCase.id)).created_at).toBe(expected);
  });

  it("still refuses what is not a date-time", async () => {
    const { api, logged } = setup([jsonResponse(200, { ...sampleCddCase, created_at: "soon" })]);
    await expect(api.getCdd(sampleCddCase.id)).rejects.toMatchObject({ status: 502 });
    expect(logged[0]).toMatchObject({ endpoint: `GET /cdds/${sampleCddCase.id}`, status: 200 });
  });
});

describe("values outside the listed ones, and untyped values", () => {
  const document = {
    id: "d1",
    created_at: "2026-03-01T10:00:00Z",
    file_name: "extract.pdf",
    file_type: "application/pdf",
    type: "COMMERCIAL_REGISTER_EXTRACT",
    url: "https://upstream.test/files/d1",
  };

  it("keeps a document type outside the eight, in answers and in events", async () => {
    const { api } = setup([jsonResponse(200, { ...sampleCddCase, documents: [document] })]);
    expect((await api.getCdd(sampleCddCase.id)).documents[0].type).toBe(
      "COMMERCIAL_REGISTER_EXTRACT",
    );
    const event = parseCddEventPayload(JSON.stringify({ ...sampleCddCase, documents: [document] }));
    expect(event.success && event.data.documents[0].type).toBe("COMMERCIAL_REGISTER_EXTRACT");
  });

  it("keeps search input and hit field values of any JSON type", async () => {
    const search = {
      ...sampleSearch,
      input: [
        { label: "Aliases", value: ["Jon Doe", "J. Doe"] },
        { label: "Address", value: { city: "Berlin" } },
        { label: "Year of birth", value: 1971 },
      ],
    };
    const { api } = setup([jsonResponse(200, search)]);
    expect((await api.getScreeningSearch(sampleSearch.id)).input.map((i) => i.value)).toEqual([
      ["Jon Doe", "J. Doe"],
      { city: "Berlin" },
      1971,
    ]);
  });
});

describe("monitoring objects under other field names (spec 2.5 shows none)", () => {
  it("maps the known alternative names and keeps unknown fields", async () => {
    const monitoring = {
      monitoring_id: "m1",
      url: "https://shop.example",
      active_checks: [{ type: "non_operational_website" }],
      schedule: "weekly",
      active: true,
      execution_state: "IDLE",
      next_run_at: "2026-03-02T10:00Z",
      expiration_date: "2026-12-31T00:00:00+0100",
      last_executed_at: null,
      created: "2026-01-01T10:00:00Z",
      updated: "2026-01-02T10:00:00Z",
      risk_tier: "high",
    };
    const { api } = setup([jsonResponse(200, { items: [monitoring], next_token: null })]);
    const [read] = (await api.listMonitorings()).items;
    expect(read).toMatchObject({
      id: "m1",
      website: "https://shop.example",
      checks: ["non_operational_website"],
      frequency: "weekly",
      is_active: true,
      state: "IDLE",
      next_execution_at: "2026-03-02T10:00:00.000Z",
      expires_at: "2026-12-30T23:00:00.000Z",
      risk_tier: "high",
    });
  });
});

describe("answers the console cannot use are logged for the operator", () => {
  it("logs endpoint, status and a truncated body, never the key", async () => {
    const { api, logged } = setup([jsonResponse(200, { unexpected: "x".repeat(5000) })]);
    await expect(api.getCdd(sampleCddCase.id)).rejects.toMatchObject({
      status: 502,
      code: "UPSTREAM_INVALID_RESPONSE",
    });
    expect(logged).toHaveLength(1);
    expect(logged[0].endpoint).toBe(`GET /cdds/${sampleCddCase.id}`);
    expect(logged[0].body.length).toBeLessThan(1100);
    expect(JSON.stringify(logged)).not.toContain(apiKey);
  });

  it("logs a status the spec never lists, and a 5xx", async () => {
    const { api, logged } = setup([jsonResponse(418, { error: "teapot" })]);
    await expect(api.getCdd(sampleCddCase.id)).rejects.toMatchObject({ status: 418 });
    expect(logged[0]).toMatchObject({ status: 418 });
    const quiet = setup([jsonResponse(404, { message: "Case not found" })]);
    await expect(quiet.api.getCdd(sampleCddCase.id)).rejects.toMatchObject({ status: 404 });
    expect(quiet.logged).toEqual([]);
  });
});
