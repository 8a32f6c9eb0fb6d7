import Ajv2020 from "ajv/dist/2020";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keys, startSandbox, type Harness, type SeedCustomer } from "./harness";

/**
 * Conformance of the flows feature with spec §2.2, §2.3, §3.1, §4.1-4.3, §6, §7 and §8, and with
 * the choices in docs/spec-assumptions.md. The clock stays paused: each test steps sandbox time
 * through the control plane, so nothing depends on wall-clock timing.
 */

type Json = Record<string, unknown>;
type Kind =
  | "report"
  | "structured"
  | "failing"
  | "degraded"
  | "rehearsal"
  | "skipped"
  | "no_active_version"
  | "screening_remediation"
  | "too_large_output";
interface SeedFlow {
  id: string;
  name: string;
  kind: Kind;
  description: string;
  input_schema: Json;
  has_active_version: boolean;
}
interface SeedRun {
  id: string;
  flow_id: string;
  status: string;
}

const validInputs: Record<Kind, Json> = {
  report: {
    company_name: "Harbourline Logistics Ltd",
    country_code: "GB",
    website: "https://harbourline.example",
  },
  structured: { company_name: "Boulangerie Vasseur SAS", country_code: "FR" },
  failing: { company_name: "Kessler GmbH", country_code: "DE" },
  degraded: { company_name: "Nordlys Payments AS", country_code: "NO", keywords: ["fraud"] },
  rehearsal: { account_id: "ACC-104233", action: "freeze", reason: "Sanctions match confirmed" },
  skipped: { company_name: "Harbourline Logistics Ltd", country_code: "GB" },
  no_active_version: { company_name: "Harbourline Logistics Ltd", country_code: "GB" },
  screening_remediation: { alert_id: "alert-7781", entity_name: "Jonathan Meyer" },
  too_large_output: { account_id: "ACC-104233", from: "2026-01-01", to: "2026-09-30" },
};
const allDone = 8_000;

let h: Harness;
let customers: SeedCustomer[];

const flowsOf = (customer: string) =>
  (customers.find((c) => c.id === customer)?.flows ?? []) as SeedFlow[];
const runsOf = (customer: string) =>
  (customers.find((c) => c.id === customer)?.flow_runs ?? []) as SeedRun[];
const flowId = (kind: Kind, customer = "northwind") =>
  flowsOf(customer).find((flow) => flow.kind === kind)?.id as string;
const advance = (ms: number) =>
  h.call("POST", "/_sandbox/clock", { key: null, body: { advance_ms: ms } });
async function trigger(kind: Kind, input: Json = validInputs[kind], key: string = keys.northwind) {
  const res = await h.call("POST", `/flows/${flowId(kind)}/runs`, { body: { input }, key });
  expect(res.status).toBe(202);
  return (res.body as { id: string }).id;
}
const getRun = async (id: string, key: string = keys.northwind) =>
  (await h.call("GET", `/flow-runs/${id}`, { key })).body as Json;
const eventsFor = async (type: string, runId: string) =>
  (
    (await h.call("GET", `/_sandbox/events?type=${type}`, { key: null })).body as { items: Json[] }
  ).items.filter((event) => event.target_id === runId);
const payloadOf = (runId: string) =>
  h.sandbox.context.bus.recent.find((event) => event.targetId === runId)?.payload as Json;

function expectShape(run: Json, present: string[], absent: string[]) {
  for (const key of present) expect(run, `expected ${key}`).toHaveProperty(key);
  for (const key of absent) expect(run, `expected no ${key}`).not.toHaveProperty(key);
  // Unavailable fields are omitted, never null (spec 2.2).
  expect(Object.values(run)).not.toContain(null);
}

beforeAll(async () => {
  h = await startSandbox({ SANDBOX_SPEED: "1" });
  await h.call("POST", "/_sandbox/clock", { key: null, body: { pause: true } });
  customers = await h.seed();
});
afterAll(() => h.close());

describe("§4.1 POST /flows/{flowId}/runs", () => {
  it("queues a run: 202 { id }, and the run is QUEUED with the input, api trigger and service account", async () => {
    const res = await h.call("POST", `/flows/${flowId("report")}/runs`, {
      body: { input: validInputs.report },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const run = await getRun((res.body as { id: string }).id);
    expect(run).toMatchObject({
      id: (res.body as { id: string }).id,
      customer_id: "northwind",
      flow_id: flowId("report"),
      status: "QUEUED",
      trigger_type: "api",
      triggered_by: "service_account",
      input: validInputs.report,
    });
    expect(run.created_at).toBe(run.triggered_at);
    expect(run.updated_at).toBe(run.created_at);
  });

  it("keeps flow_version_id fixed per flow", async () => {
    const first = await getRun(await trigger("structured"));
    const second = await getRun(await trigger("structured"));
    expect(first.flow_version_id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(second.flow_version_id).toBe(first.flow_version_id);
    expect((await getRun(await trigger("report"))).flow_version_id).not.toBe(first.flow_version_id);
  });

  it("answers 400 VALIDATION_ERROR with one JSON-pointer detail per failing field, and queues nothing", async () => {
    const pending = async () =>
      ((await h.call("GET", "/_sandbox/clock", { key: null })).body as { pending_timers: number })
        .pending_timers;
    const before = await pending();
    const res = await h.call("POST", `/flows/${flowId("report")}/runs`, {
      body: {
        input: {
          country_code: "gb",
          website: "ftp://example.com",
          registration_number: "",
          extra: 1,
        },
      },
    });
    expect(res.status).toBe(400);
    const body = res.body as {
      code: string;
      message: string;
      details: { field: string; message: string }[];
    };
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.message).toEqual(expect.any(String));
    expect(body.details.map((detail) => detail.field).sort()).toEqual(
      ["/company_name", "/country_code", "/extra", "/registration_number", "/website"].sort(),
    );
    for (const detail of body.details) expect(detail.message).toEqual(expect.any(String));
    expect(body.details.find((d) => d.field === "/company_name")?.message).toMatch(/required/);
    expect(await pending()).toBe(before);
  });

  it("points into arrays and names enum values", async () => {
    const degraded = await h.call("POST", `/flows/${flowId("degraded")}/runs`, {
      body: {
        input: {
          company_name: "A",
          country_code: "GB",
          keywords: ["ok", "", 3],
          lookback_months: 0,
        },
      },
    });
    expect((degraded.body as { details: unknown[] }).details).toEqual(
      expect.arrayContaining([
        { field: "/keywords/1", message: expect.any(String) },
        { field: "/keywords/2", message: expect.any(String) },
        { field: "/lookback_months", message: expect.any(String) },
      ]),
    );
    const failing = await h.call("POST", `/flows/${flowId("failing")}/runs`, {
      body: { input: { ...validInputs.failing, failure_mode: "sometimes" } },
    });
    expect(failing.body).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ field: "/failure_mode", message: "must be one of: permanent, transient" }],
    });
  });

  it.each([
    ["no input", {}],
    ["input not an object", { input: "Harbourline" }],
    ["input an array", { input: [] }],
    ["a body that is not an object", [1, 2]],
  ])("answers VALIDATION_ERROR on /input for %s", async (_label, body) => {
    const res = await h.call("POST", `/flows/${flowId("report")}/runs`, { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: "VALIDATION_ERROR",
      message: expect.any(String),
      details: [{ field: "/input", message: expect.any(String) }],
    });
  });

  it("answers 404 FLOW_NOT_FOUND for an unknown flow and for another customer's flow", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", flowId("report", "globex")]) {
      const res = await h.call("POST", `/flows/${id}/runs`, {
        body: { input: validInputs.report },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: "FLOW_NOT_FOUND", message: expect.any(String) });
    }
  });

  it("answers 409 NO_ACTIVE_VERSION for a flow without a published version", async () => {
    const res = await h.call("POST", `/flows/${flowId("no_active_version")}/runs`, {
      body: { input: validInputs.no_active_version },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: "NO_ACTIVE_VERSION", message: expect.any(String) });
  });
});

describe("§3.1 flow run states", () => {
  it("moves QUEUED → RUNNING (started_at) → COMPLETED (completed_at) on the sandbox clock", async () => {
    const id = await trigger("report");
    const queued = await getRun(id);
    const created = Date.parse(queued.created_at as string);
    expectShape(
      queued,
      ["created_at", "updated_at"],
      [
        "started_at",
        "completed_at",
        "report",
        "output_ref",
        "log_ref",
        "error",
        "meta",
        "records",
        "skip_reason",
        "run_mode",
      ],
    );
    await advance(1_499);
    expect((await getRun(id)).status).toBe("QUEUED");
    await advance(1);
    const running = await getRun(id);
    expect(running.status).toBe("RUNNING");
    expect(Date.parse(running.started_at as string)).toBe(created + 1_500);
    expect(running.updated_at).toBe(running.started_at);
    expectShape(running, ["started_at"], ["completed_at", "report", "output_ref", "error"]);
    await advance(3_999);
    expect((await getRun(id)).status).toBe("RUNNING");
    await advance(1);
    const done = await getRun(id);
    expect(done.status).toBe("COMPLETED");
    expect(done.started_at).toBe(running.started_at);
    expect(Date.parse(done.completed_at as string)).toBe(created + 5_500);
    expect(done.updated_at).toBe(done.completed_at);
  });

  it("moves a failing flow's run RUNNING → FAILED with error and completed_at", async () => {
    const id = await trigger("failing");
    await advance(1_500);
    expect((await getRun(id)).status).toBe("RUNNING");
    await advance(3_500);
    const failed = await getRun(id);
    expect(failed.status).toBe("FAILED");
    expect(failed.error).toEqual({
      code: expect.any(String),
      message: expect.any(String),
      step: expect.any(String),
      transient: false,
    });
    expect(failed.completed_at).toEqual(expect.any(String));
  });

  it("lets the trigger guard skip a run at creation: SKIPPED at once, with skip_reason, never started", async () => {
    const id = await trigger("skipped");
    const run = await getRun(id);
    expect(run.status).toBe("SKIPPED");
    expect(run.skip_reason).toMatch(/Harbourline Logistics Ltd/);
    expectShape(
      run,
      ["completed_at", "skip_reason"],
      ["started_at", "report", "output_ref", "error"],
    );
    await advance(allDone);
    expect(await getRun(id)).toEqual(run);
  });

  it("cancels a non-terminal run through the control plane, keeps it CANCELLED, refuses a terminal one", async () => {
    const id = await trigger("report");
    await advance(2_000);
    const res = await h.call("POST", `/_sandbox/flow-runs/${id}/cancel`, { key: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "CANCELLED", completed_at: expect.any(String) });
    await advance(allDone);
    const run = await getRun(id);
    expect(run.status).toBe("CANCELLED");
    expectShape(run, ["started_at", "completed_at"], ["report", "output_ref", "error"]);
    const again = await h.call("POST", `/_sandbox/flow-runs/${id}/cancel`, { key: null });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: expect.any(String) });
    const unknown = await h.call("POST", "/_sandbox/flow-runs/nope/cancel", { key: null });
    expect(unknown.status).toBe(404);
  });
});

describe("control plane: a long report for benchmarks", () => {
  it("grows a completed run's report to the asked size, keeping its start; refuses a run without one", async () => {
    const id = await trigger("report");
    await advance(allDone);
    const before = (await getRun(id)).report as string;
    const res = await h.call("POST", `/_sandbox/flow-runs/${id}/long-report`, {
      key: null,
      body: { bytes: 1024 * 1024 },
    });
    expect(res.status).toBe(200);
    const after = (await getRun(id)).report as string;
    expect(Buffer.byteLength(after)).toBeGreaterThanOrEqual(1024 * 1024);
    expect(res.body).toEqual({ id, report_bytes: Buffer.byteLength(after) });
    expect(after.startsWith(before)).toBe(true);
    expect(after).toContain("## Repeat 2 of the findings");

    const queued = await trigger("report");
    const refused = await h.call("POST", `/_sandbox/flow-runs/${queued}/long-report`, {
      key: null,
      body: { bytes: 1000 },
    });
    expect(refused.status).toBe(409);
    const tooBig = await h.call("POST", `/_sandbox/flow-runs/${id}/long-report`, {
      key: null,
      body: { bytes: 64 * 1024 * 1024 },
    });
    expect(tooBig.status).toBe(400);
  });
});

describe("§4.2 GET /flow-runs/{runId}: final shape of every kind (§2.2)", () => {
  const base = [
    "id",
    "customer_id",
    "flow_id",
    "flow_version_id",
    "status",
    "triggered_at",
    "trigger_type",
    "triggered_by",
    "input",
    "created_at",
    "updated_at",
  ];
  const finished = async (kind: Kind, input: Json = validInputs[kind]) => {
    const id = await trigger(kind, input);
    await advance(allDone);
    return getRun(id);
  };

  it("report: COMPLETED with report, output_ref, log_ref, meta, records", async () => {
    const run = await finished("report");
    expect(run.status).toBe("COMPLETED");
    expectShape(
      run,
      [...base, "started_at", "completed_at", "report", "output_ref", "log_ref", "meta", "records"],
      ["error", "skip_reason", "run_mode", "act_intents", "degraded", "failed_sources"],
    );
    expect(run.meta).toMatchObject({ duration_ms: 4_000, tool_calls: expect.any(Number) });
    expect((run.records as unknown[]).every((record) => typeof record === "object")).toBe(true);
  });

  it("structured: COMPLETED with output_ref and no report", async () => {
    const run = await finished("structured");
    expect(run.status).toBe("COMPLETED");
    expectShape(
      run,
      [...base, "completed_at", "output_ref", "meta", "records"],
      ["report", "log_ref", "error", "degraded", "run_mode"],
    );
  });

  it("failing: FAILED with error { code, message, step, transient }, no report or output; transient by input", async () => {
    const permanent = await finished("failing");
    expect(permanent.status).toBe("FAILED");
    expectShape(
      permanent,
      [...base, "completed_at", "error", "log_ref", "meta"],
      ["report", "output_ref", "skip_reason", "degraded"],
    );
    expect(permanent.error).toMatchObject({
      code: "REGISTRY_RECORD_NOT_FOUND",
      step: "match_registry_record",
      transient: false,
    });
    const transient = await finished("failing", {
      ...validInputs.failing,
      failure_mode: "transient",
    });
    expect(transient.error).toMatchObject({
      code: "UPSTREAM_TIMEOUT",
      transient: true,
      step: expect.any(String),
    });
  });

  it("degraded: COMPLETED with degraded: true and failed_sources grouped by namespace", async () => {
    const run = await finished("degraded");
    expect(run.status).toBe("COMPLETED");
    expectShape(
      run,
      [...base, "report", "output_ref", "degraded", "failed_sources"],
      ["error", "run_mode"],
    );
    expect(run.degraded).toBe(true);
    expect(run.failed_sources).toEqual([
      { namespace: "news_search", count: 2 },
      { namespace: "web_fetch", count: 1 },
    ]);
  });

  it("rehearsal: run_mode rehearsal from the start, act_intents { tool, input, mock_source } at the end", async () => {
    const id = await trigger("rehearsal");
    expect((await getRun(id)).run_mode).toBe("rehearsal");
    await advance(allDone);
    const run = await getRun(id);
    expectShape(
      run,
      [...base, "report", "run_mode", "act_intents", "meta"],
      ["output_ref", "error", "degraded"],
    );
    expect(run.act_intents).toEqual(
      expect.arrayContaining([
        {
          tool: "core_banking.restrict_account",
          input: { account_id: "ACC-104233", action: "freeze" },
          mock_source: expect.any(String),
        },
      ]),
    );
    for (const intent of run.act_intents as Json[])
      expect(Object.keys(intent).sort()).toEqual(["input", "mock_source", "tool"]);
  });

  it("screening_remediation and too_large_output: COMPLETED with report and output_ref", async () => {
    for (const kind of ["screening_remediation", "too_large_output"] as const) {
      const run = await finished(kind);
      expect(run.status).toBe("COMPLETED");
      expectShape(
        run,
        [...base, "report", "output_ref", "log_ref", "meta"],
        ["error", "degraded", "run_mode"],
      );
    }
  });

  it("answers 404 RUN_NOT_FOUND for an unknown run and for another customer's run", async () => {
    const id = await trigger("report");
    for (const [path, key] of [
      ["/flow-runs/00000000-0000-4000-8000-000000000000", keys.northwind],
      [`/flow-runs/${id}`, keys.globex],
      [`/flow-runs/${runsOf("northwind")[0].id}`, keys.globex],
    ]) {
      const res = await h.call("GET", path, { key });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: "RUN_NOT_FOUND", message: expect.any(String) });
    }
  });
});

describe("§4.3 GET /flow-runs/{runId}/output", () => {
  it("returns the structured output as the JSON body once the run shows output_ref", async () => {
    const id = await trigger("structured");
    await advance(allDone);
    expect((await getRun(id)).output_ref).toEqual(expect.any(String));
    const res = await h.call("GET", `/flow-runs/${id}/output`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.body).toMatchObject({
      company: { name: "Boulangerie Vasseur SAS", country_code: "FR" },
      officers: expect.any(Array),
    });
  });

  it("answers 404 OUTPUT_NOT_AVAILABLE before the run finishes", async () => {
    const id = await trigger("report");
    for (const step of [0, 2_000]) {
      await advance(step);
      const res = await h.call("GET", `/flow-runs/${id}/output`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: "OUTPUT_NOT_AVAILABLE", message: expect.any(String) });
    }
  });

  it("answers 404 OUTPUT_NOT_AVAILABLE for runs that capture no output (rehearsal, failed, skipped)", async () => {
    const ids = [await trigger("rehearsal"), await trigger("failing"), await trigger("skipped")];
    await advance(allDone);
    for (const id of ids) {
      expect(await getRun(id)).not.toHaveProperty("output_ref");
      const res = await h.call("GET", `/flow-runs/${id}/output`);
      expect(res.status).toBe(404);
      expect((res.body as Json).code).toBe("OUTPUT_NOT_AVAILABLE");
    }
  });

  it("answers 404 RUN_NOT_FOUND for an unknown run and another customer's", async () => {
    const id = await trigger("structured");
    await advance(allDone);
    for (const [path, key] of [
      ["/flow-runs/nope/output", keys.northwind],
      [`/flow-runs/${id}/output`, keys.globex],
    ]) {
      const res = await h.call("GET", path, { key });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: "RUN_NOT_FOUND", message: expect.any(String) });
    }
  });
});

describe("§2.3 screening remediation output", () => {
  it("has exactly the documented shape, with consistent counts", async () => {
    const id = await trigger("screening_remediation", {
      alert_id: "alert-42",
      entity_name: "Jonathan Meyer",
      sync_to_provider: false,
    });
    await advance(allDone);
    const output = (await h.call("GET", `/flow-runs/${id}/output`)).body as Json;
    expect(Object.keys(output).sort()).toEqual([
      "alert_id",
      "hits_processed",
      "needs_human_review",
      "per_hit",
      "status",
      "synced",
    ]);
    expect(output).toMatchObject({
      status: "PARTIALLY_RESOLVED",
      alert_id: "alert-42",
      synced: false,
    });
    const hits = output.per_hit as Json[];
    const unresolved = hits.filter((hit) => hit.verdict === "UNRESOLVED");
    expect(output.hits_processed).toBe(hits.length);
    expect(output.needs_human_review).toBe(unresolved.length);
    expect(unresolved.length).toBeGreaterThan(0);
    expect(unresolved.length).toBeLessThan(hits.length);
    for (const hit of hits) {
      expect(hit).toMatchObject({
        hit_reference: expect.any(String),
        basis: expect.any(String),
        comment: expect.any(String),
      });
      if (hit.verdict === "UNRESOLVED") {
        expect(hit.reason).toBe("left-for-analyst");
        expect(Object.keys(hit).sort()).toEqual([
          "basis",
          "comment",
          "hit_reference",
          "reason",
          "verdict",
        ]);
        continue;
      }
      expect(hit).toMatchObject({ verdict: "FALSE_POSITIVE", reason: "full-resolution" });
      const rule = hit.rule_resolution as Json;
      expect(rule).toMatchObject({
        action: expect.any(String),
        applied_rule: { name: expect.any(String), action: expect.any(String) },
        matching_rules: expect.arrayContaining([
          { name: expect.any(String), action: expect.any(String) },
        ]),
        primary_name_evidence: {
          types: expect.arrayContaining(["PRIMARY_NAME"]),
          profile_fact_id: expect.any(String),
          hit_fact_id: expect.any(String),
          description: expect.any(String),
          similarity_score: expect.any(Number),
          candidate_name: expect.any(String),
        },
        other_name_evidences: expect.any(Array),
        other_evidences: expect.any(Array),
        matching_segments: expect.any(Array),
      });
      for (const fact of hit.hit_facts as Json[]) {
        expect(Object.keys(fact).sort()).toEqual([
          "id",
          "predicate",
          "snippet",
          "source_id",
          "value",
        ]);
      }
      const sources = hit.hit_sources as Json[];
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) {
        expect(source).toEqual({
          id: expect.any(String),
          type: expect.any(String),
          url: expect.stringMatching(/^https:\/\//),
        });
      }
      const sourceIds = sources.map((source) => source.id);
      for (const fact of hit.hit_facts as Json[]) expect(sourceIds).toContain(fact.source_id);
    }
  });

  it("is about the named alert's own hits, for a live run and for the seeded run", async () => {
    const alerts = (customers.find((c) => c.id === "northwind")?.screening_alerts ?? []) as {
      id: string;
    }[];
    const alertHits = async (alertId: string) =>
      (
        (await h.call("GET", `/v1/name-screenings/alerts/${alertId}`)).body as {
          hits: { reference: string }[];
        }
      ).hits
        .map((hit) => hit.reference)
        .sort();
    const references = (output: Json) =>
      (output.per_hit as Json[]).map((hit) => hit.hit_reference as string).sort();

    const alertId = alerts[0].id;
    const id = await trigger("screening_remediation", {
      alert_id: alertId,
      entity_name: "Whoever",
    });
    await advance(allDone);
    const output = (await h.call("GET", `/flow-runs/${id}/output`)).body as Json;
    expect(output.alert_id).toBe(alertId);
    expect(references(output)).toEqual(await alertHits(alertId));

    const seeded = runsOf("northwind").find(
      (run) => run.flow_id === flowId("screening_remediation") && run.status === "COMPLETED",
    ) as SeedRun;
    const seededOutput = (await h.call("GET", `/flow-runs/${seeded.id}/output`)).body as Json;
    expect(alerts.map((alert) => alert.id)).toContain(seededOutput.alert_id);
    expect(references(seededOutput)).toEqual(await alertHits(seededOutput.alert_id as string));
  });
});

describe("§8 output size", () => {
  it("answers 413 OUTPUT_TOO_LARGE for an output one response cannot hold, though output_ref is present", async () => {
    const id = await trigger("too_large_output");
    await advance(allDone);
    expect((await getRun(id)).output_ref).toEqual(expect.any(String));
    const res = await h.call("GET", `/flow-runs/${id}/output`);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: "OUTPUT_TOO_LARGE", message: expect.any(String) });
  });
});

describe("§6 flow run events", () => {
  it("emits flow_run_completed only on the transition to COMPLETED, with the run object as payload", async () => {
    const id = await trigger("report");
    expect(await eventsFor("flow_run_completed", id)).toEqual([]);
    await advance(2_000);
    expect(await eventsFor("flow_run_completed", id)).toEqual([]);
    await advance(allDone);
    const events = await eventsFor("flow_run_completed", id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      customer_id: "northwind",
      target_type: "FLOW_RUN",
      target_id: id,
    });
    const run = await getRun(id);
    expect(events[0].occurred_at).toBe(run.completed_at);
    // Same shape as the GET, with report and error present as null when absent (§6 rule 2).
    expect(payloadOf(id)).toEqual({ ...run, error: null });
    expect(payloadOf(id)).toHaveProperty("meta");
    expect(await eventsFor("flow_run_failed", id)).toEqual([]);
  });

  it("emits flow_run_failed on the transition to FAILED, with report null and the error", async () => {
    const id = await trigger("failing");
    await advance(allDone);
    const events = await eventsFor("flow_run_failed", id);
    expect(events).toHaveLength(1);
    const run = await getRun(id);
    expect(payloadOf(id)).toEqual({ ...run, report: null });
    expect(await eventsFor("flow_run_completed", id)).toEqual([]);
  });

  it("emits nothing for SKIPPED and CANCELLED runs", async () => {
    const skipped = await trigger("skipped");
    const cancelled = await trigger("report");
    await advance(500);
    await h.call("POST", `/_sandbox/flow-runs/${cancelled}/cancel`, { key: null });
    await advance(allDone);
    for (const id of [skipped, cancelled]) {
      expect(h.sandbox.context.bus.recent.filter((event) => event.targetId === id)).toEqual([]);
    }
  });

  it("fires through the control plane: without a target, a report run completed now", async () => {
    const res = await h.call("POST", "/_sandbox/events", {
      key: null,
      body: { type: "flow_run_completed", customer_id: "globex" },
    });
    expect(res.status).toBe(200);
    const { target_id: id, event_ids } = res.body as { target_id: string; event_ids: string[] };
    expect(event_ids).toHaveLength(1);
    const run = await getRun(id, keys.globex);
    expect(run).toMatchObject({
      status: "COMPLETED",
      flow_id: flowId("report", "globex"),
      report: expect.any(String),
    });
    const failed = await h.call("POST", "/_sandbox/events", {
      key: null,
      body: { type: "flow_run_failed", customer_id: "globex" },
    });
    const failedRun = await getRun((failed.body as { target_id: string }).target_id, keys.globex);
    expect(failedRun).toMatchObject({
      status: "FAILED",
      flow_id: flowId("failing", "globex"),
      error: { transient: true },
    });
  });

  it("fires with a target: finishes an in-flight run now, refuses a terminal one and an unknown one", async () => {
    const id = await trigger("report");
    const fired = await h.call("POST", "/_sandbox/events", {
      key: null,
      body: { type: "flow_run_failed", target_id: id },
    });
    expect(fired.status).toBe(200);
    expect(fired.body).toMatchObject({ target_id: id, event_ids: [expect.any(String)] });
    const run = await getRun(id);
    expect(run).toMatchObject({
      status: "FAILED",
      started_at: expect.any(String),
      error: expect.any(Object),
    });
    await advance(allDone);
    expect(await eventsFor("flow_run_completed", id)).toEqual([]);
    const again = await h.call("POST", "/_sandbox/events", {
      key: null,
      body: { type: "flow_run_completed", target_id: id },
    });
    expect(again.status).toBe(409);
    const other = await h.call("POST", "/_sandbox/events", {
      key: null,
      body: { type: "flow_run_completed", customer_id: "globex", target_id: id },
    });
    expect(other.status).toBe(404);
  });
});

describe("§7 errors", () => {
  const post = (options: {
    key?: string | null;
    rawBody?: string;
    headers?: Record<string, string>;
  }) => h.call("POST", `/flows/${flowId("report")}/runs`, options);

  it("answers 401 UNAUTHORIZED on every flow endpoint without a valid key", async () => {
    const id = runsOf("northwind")[0].id;
    for (const key of [null, "wrong-key"]) {
      for (const [method, path] of [
        ["POST", `/flows/${flowId("report")}/runs`],
        ["GET", `/flow-runs/${id}`],
        ["GET", `/flow-runs/${id}/output`],
      ]) {
        const res = await h.call(method, path, {
          key,
          body: method === "POST" ? { input: validInputs.report } : undefined,
        });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ code: "UNAUTHORIZED", message: expect.any(String) });
      }
    }
  });

  it("answers 415 for another content type", async () => {
    const res = await post({
      rawBody: JSON.stringify({ input: validInputs.report }),
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: "UNSUPPORTED_MEDIA_TYPE", message: expect.any(String) });
  });

  it("answers 400 INVALID_JSON for malformed JSON", async () => {
    const res = await post({
      rawBody: '{"input": {',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "INVALID_JSON", message: expect.any(String) });
  });

  it("answers 413 for a body over 1 MiB", async () => {
    const big = JSON.stringify({
      input: { ...validInputs.report, notes: "x".repeat(1024 * 1024) },
    });
    const res = await post({ rawBody: big, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: "PAYLOAD_TOO_LARGE", message: expect.any(String) });
  });

  it("stays up after 500 bad requests, then serves a good one", async () => {
    const bad = [
      () => post({ rawBody: "{nope", headers: { "content-type": "application/json" } }),
      () => post({ rawBody: "<xml/>", headers: { "content-type": "application/xml" } }),
      () => post({ rawBody: '{"input": 5}', headers: { "content-type": "application/json" } }),
      () =>
        post({
          rawBody: '{"input": {"company_name": 7}}',
          headers: { "content-type": "application/json" },
        }),
      () => h.call("GET", "/flow-runs/%E0%A4%A/output"),
    ];
    for (let batch = 0; batch < 10; batch += 1) {
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, index) => bad[index % bad.length]()),
      );
      for (const res of results) expect([400, 404, 415]).toContain(res.status);
    }
    const id = await trigger("report");
    await advance(allDone);
    expect((await getRun(id)).status).toBe("COMPLETED");
  });
});

describe("report Markdown (§2.2 report)", () => {
  it("reads like an analyst report and quotes hostile input verbatim", async () => {
    const hostile = {
      company_name: '<script>alert("x")</script> | Evil & Co',
      country_code: "GB",
      website: "https://evil.example/?q=<img/src=x/onerror=alert(1)>",
      registration_number: "`rm -rf /`",
      notes: "[click me](javascript:alert(1)) <iframe src=//evil.example></iframe>",
    };
    const id = await trigger("report", hostile);
    await advance(allDone);
    const report = (await getRun(id)).report as string;
    for (const value of Object.values(hostile)) expect(report).toContain(value);
    expect(report).toMatch(/^# .+/m);
    expect(report).toMatch(/^## .+/m);
    expect(report).toMatch(/^\| --- \| --- \|/m);
    expect(report).toMatch(/^- .+/m);
    expect(report).toMatch(/^1\. .+/m);
    expect(report).toMatch(/\[[^\]]+\]\(https:\/\/[^)]+\)/);
    expect(report).toMatch(/`[^`]+`/);
  });
});

describe("seeded flows and runs (GET /_sandbox/seed)", () => {
  const kinds: Kind[] = [
    "report",
    "structured",
    "failing",
    "degraded",
    "rehearsal",
    "skipped",
    "no_active_version",
    "screening_remediation",
    "too_large_output",
  ];

  it("lists one flow per kind per customer, with the documented fixed ids", () => {
    for (const customer of ["northwind", "globex"]) {
      expect(flowsOf(customer).map((flow) => flow.kind)).toEqual(kinds);
      for (const flow of flowsOf(customer)) {
        expect(flow).toEqual({
          id: expect.stringMatching(
            /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
          ),
          name: expect.any(String),
          kind: flow.kind,
          description: expect.any(String),
          input_schema: expect.objectContaining({
            type: "object",
            properties: expect.any(Object),
            required: expect.any(Array),
          }),
          has_active_version: flow.kind !== "no_active_version",
        });
      }
    }
    // sandbox/docs/flows.md lists these.
    expect(flowId("report")).toBe("ecef819f-eca5-44fa-8483-5bffd8737c85");
    expect(flowId("report", "globex")).toBe("f9b952da-55f8-4560-a1c8-11296a371f9e");
    const northwind = new Set(flowsOf("northwind").map((flow) => flow.id));
    expect(flowsOf("globex").some((flow) => northwind.has(flow.id))).toBe(false);
  });

  it("gives every property of every input schema a title and a description", () => {
    for (const flow of flowsOf("northwind")) {
      for (const property of Object.values(flow.input_schema.properties as Record<string, Json>)) {
        expect(property).toMatchObject({
          title: expect.any(String),
          description: expect.any(String),
        });
      }
    }
  });

  it("seeds history covering every kind and every status, readable by id and valid against the schemas", async () => {
    const ajv = new Ajv2020({ allErrors: true });
    for (const customer of ["northwind", "globex"]) {
      const key = customer === "northwind" ? keys.northwind : keys.globex;
      const runs = runsOf(customer);
      expect(new Set(runs.map((run) => run.status))).toEqual(
        new Set(["QUEUED", "RUNNING", "COMPLETED", "FAILED", "CANCELLED", "SKIPPED"]),
      );
      const kindOf = (id: string) => flowsOf(customer).find((flow) => flow.id === id)?.kind;
      expect(new Set(runs.map((run) => kindOf(run.flow_id)))).toEqual(new Set(kinds));
      const triggers = new Set<unknown>();
      for (const seeded of runs) {
        const run = await getRun(seeded.id, key);
        expect(run).toMatchObject({
          id: seeded.id,
          flow_id: seeded.flow_id,
          status: seeded.status,
          customer_id: customer,
        });
        triggers.add(run.trigger_type);
        if (run.trigger_type === "manual") expect(run.triggered_by).toMatch(/@/);
        else expect(run.triggered_by).toBe("service_account");
        const schema = flowsOf(customer).find((flow) => flow.id === run.flow_id)
          ?.input_schema as Json;
        expect(ajv.validate(schema, run.input), JSON.stringify(ajv.errors)).toBe(true);
        expect(Date.parse(run.triggered_at as string)).toBeLessThanOrEqual(
          h.sandbox.context.anchor,
        );
      }
      expect(triggers).toEqual(
        new Set(["manual", "api", "schedule", "external_event", "evaluation"]),
      );
    }
  });

  it("is deterministic: another sandbox with the same seed has the same flows and the same runs", async () => {
    const other = await startSandbox({ SANDBOX_SPEED: "1" });
    const reseeded = await startSandbox({ SANDBOX_SPEED: "1", SANDBOX_SEED: "7" });
    try {
      const [same, different] = [await other.seed(), await reseeded.seed()];
      expect(same.map((c) => [c.id, c.flows, c.flow_runs])).toEqual(
        customers.map((c) => [c.id, c.flows, c.flow_runs]),
      );
      for (const customer of ["northwind", "globex"] as const) {
        for (const run of runsOf(customer)) {
          const theirs = await other.call("GET", `/flow-runs/${run.id}`, { key: keys[customer] });
          expect(theirs.body).toEqual(await getRun(run.id, keys[customer]));
        }
      }
      // The flow ids are fixed whatever the seed; only the history changes with it.
      expect(different.map((c) => c.flows)).toEqual(customers.map((c) => c.flows));
      expect(different[0].flow_runs).not.toEqual(customers[0].flow_runs);
    } finally {
      await Promise.all([other.close(), reseeded.close()]);
    }
  });

  it("rebuilds every run from seed on reset", async () => {
    const created = await trigger("report");
    const inFlight = runsOf("northwind").find((run) => run.status === "RUNNING") as SeedRun;
    const before = await getRun(inFlight.id);
    await h.call("POST", `/_sandbox/flow-runs/${inFlight.id}/cancel`, { key: null });
    expect((await getRun(inFlight.id)).status).toBe("CANCELLED");
    await h.call("POST", "/_sandbox/reset", { key: null });
    expect(await getRun(inFlight.id)).toEqual(before);
    expect((await h.call("GET", `/flow-runs/${created}`)).status).toBe(404);
    expect((await h.seed()).map((c) => c.flow_runs)).toEqual(customers.map((c) => c.flow_runs));
  });
});
