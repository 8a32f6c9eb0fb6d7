import { describe, expect, it } from "vitest";
import { createComplianceClient } from "./client";
import type { UpstreamError } from "./errors";
import {
  fakeFetch,
  jsonResponse,
  recordingSleep,
  sampleCddCase,
  sampleFlowRun,
  sampleSearch,
  sampleWebhook,
} from "./test-helpers";

const apiKey = "test-key-0123456789";
const at = "2025-03-01T10:00:00Z";

function setup(responses: Response[], baseUrl = "https://upstream.test") {
  const { fetch, calls } = fakeFetch(responses);
  const { sleep } = recordingSleep();
  return { api: createComplianceClient({ baseUrl, apiKey, fetch, retry: { sleep } }), calls };
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    return error as UpstreamError;
  }
  throw new Error("expected the call to fail");
}

describe("endpoint table", () => {
  it("calls each endpoint with its method and path", async () => {
    const { api, calls } = setup([jsonResponse(200, {})]);
    const attempts: [Promise<unknown>, string][] = [
      [api.triggerFlowRun("f1", {}), "POST /flows/f1/runs"],
      [api.getFlowRun("r1"), "GET /flow-runs/r1"],
      [api.getFlowRunOutput("r1"), "GET /flow-runs/r1/output"],
      [api.listMonitoringExecutions(), "GET /monitoring-executions"],
      [api.listMonitorings(), "GET /monitorings"],
      [api.listMonitoringAlerts(), "GET /monitoring-alerts"],
      [api.createCdd({ website: "acme.example" }), "POST /cdds"],
      [api.listCdds(), "GET /cdds"],
      [api.getCdd("c1"), "GET /cdds/c1"],
      [api.runCddChecks("c1"), "POST /cdds/c1/run-checks"],
      [api.pullRegistryDocuments("c1"), "POST /cdds/c1/pull-registry-documents"],
      [api.getCddReport("c1"), "GET /cdds/c1/report"],
      [api.getScreeningSearch("s1"), "GET /v1/name-screenings/searches/s1"],
      [api.getScreeningAlert("a1"), "GET /v1/name-screenings/alerts/a1"],
      [api.unblockCompany("b1"), "DELETE /blocked-companies/b1"],
      [
        api.createWebhook({ webhook_url: "https://x.example", events: ["search_completed"] }),
        "POST /webhooks",
      ],
      [api.listWebhooks(), "GET /webhooks"],
      [api.getWebhook("w1"), "GET /webhooks/w1"],
      [api.updateWebhook("w1", { is_active: false }), "PATCH /webhooks/w1"],
      [api.deleteWebhook("w1"), "DELETE /webhooks/w1"],
    ];
    // Answers are `{}`, so most calls fail their schema; only the request matters here.
    await Promise.allSettled(attempts.map(([promise]) => promise));
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(
      attempts.map(([, expected]) => expected),
    );
    expect(calls.every((call) => call.redirect === "manual")).toBe(true);
  });

  it("keeps a path prefix of the base URL", async () => {
    const { api, calls } = setup([jsonResponse(200, sampleFlowRun)], "https://upstream.test/api/");
    await api.getFlowRun("run-1");
    expect(calls[0].url.href).toBe("https://upstream.test/api/flow-runs/run-1");
  });

  it("encodes path parameters so that an id cannot leave its segment", async () => {
    const { api, calls } = setup([jsonResponse(404, { code: "RUN_NOT_FOUND", message: "no" })]);
    await failure(api.getFlowRun("../webhooks"));
    await failure(api.getCdd("a/b?c=d#e"));
    expect(calls.map((call) => call.url.pathname)).toEqual([
      "/flow-runs/..%2Fwebhooks",
      "/cdds/a%2Fb%3Fc%3Dd%23e",
    ]);
    expect(calls.every((call) => call.url.search === "")).toBe(true);
  });

  it("refuses dot and empty ids without calling the upstream", async () => {
    const { api, calls } = setup([jsonResponse(200, { items: [] })]);
    for (const id of ["..", ".", ""]) {
      const error = await failure(api.getWebhook(id));
      expect(error).toMatchObject({ status: 400, code: "INVALID_PATH_PARAMETER" });
    }
    expect(calls).toHaveLength(0);
  });

  it("builds the query from typed parameters and skips undefined ones", async () => {
    const { api, calls } = setup([
      jsonResponse(200, { items: [], unacknowledged_count: 0, next_token: null }),
    ]);
    await api.listMonitoringAlerts({
      page_size: 25,
      only_unacknowledged: true,
      next_token: "abc+/=",
      execution_time_after: undefined,
    });
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({
      page_size: "25",
      only_unacknowledged: "true",
      next_token: "abc+/=",
    });
  });

  it("refuses query values out of range before calling the upstream", async () => {
    const { api, calls } = setup([jsonResponse(200, { items: [] })]);
    const error = await failure(api.listMonitorings({ page_size: 500 }));
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect(error.details?.[0].path).toBe("page_size");
    expect(calls).toHaveLength(0);
  });
});

describe("bodies", () => {
  it("wraps the flow input as `{ input }`", async () => {
    const { api, calls } = setup([jsonResponse(202, { id: "run-9" })]);
    expect(await api.triggerFlowRun("flow-1", { company: "ACME" })).toEqual({ id: "run-9" });
    expect(JSON.parse(new TextDecoder().decode(calls[0].body as Uint8Array))).toEqual({
      input: { company: "ACME" },
    });
  });

  it("sends the parsed CDD body: blanks dropped, unknown keys not forwarded", async () => {
    const { api, calls } = setup([jsonResponse(200, sampleCddCase)]);
    await api.createCdd({
      website: " acme.example ",
      legal_name: "",
      ...({ injected: "x" } as object),
    });
    expect(JSON.parse(new TextDecoder().decode(calls[0].body as Uint8Array))).toEqual({
      website: "acme.example",
    });
  });

  it("refuses an invalid CDD body with field details, without calling the upstream", async () => {
    const { api, calls } = setup([jsonResponse(200, sampleCddCase)]);
    const error = await failure(api.createCdd({ legal_name: "ACME" }));
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR", origin: "console" });
    expect(error.details?.[0].path).toBe("country_code");
    expect(calls).toHaveLength(0);
  });

  it("uploads a document as multipart with its type and file name", async () => {
    const document = {
      id: "d1",
      created_at: at,
      file_name: "list.pdf",
      file_type: "application/pdf",
      type: "SHAREHOLDER_LIST",
      url: "https://files.example/d1",
    };
    const { api, calls } = setup([jsonResponse(200, document)]);
    const file = new Blob(["%PDF-1.7 test"], { type: "application/pdf" });
    const result = await api.uploadCddDocument("c1", {
      type: "SHAREHOLDER_LIST",
      file,
      fileName: "list.pdf",
    });
    expect(result.type).toBe("SHAREHOLDER_LIST");
    const contentType = calls[0].headers.get("content-type") ?? "";
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(calls[0].body as BodyInit, {
      headers: { "content-type": contentType },
    }).formData();
    expect(form.get("type")).toBe("SHAREHOLDER_LIST");
    expect((form.get("file") as File).name).toBe("list.pdf");
    expect(await (form.get("file") as File).text()).toBe("%PDF-1.7 test");
  });

  it("refuses an unknown document type", async () => {
    const { api, calls } = setup([jsonResponse(200, {})]);
    const error = await failure(
      api.uploadCddDocument("c1", {
        type: "PASSPORT" as "SHAREHOLDER_LIST",
        file: new Blob(["x"]),
        fileName: "x.pdf",
      }),
    );
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(calls).toHaveLength(0);
  });
});

describe("answers", () => {
  it("returns the CDD report as Markdown text", async () => {
    const { api, calls } = setup([
      new Response("# CDD report\n", {
        headers: { "content-type": "text/markdown; charset=utf-8" },
      }),
    ]);
    expect(await api.getCddReport("c1")).toBe("# CDD report\n");
    expect(calls[0].headers.get("accept")).toContain("text/markdown");
  });

  it("resolves a 204 to nothing", async () => {
    const { api } = setup([new Response(null, { status: 204 })]);
    await expect(api.deleteWebhook("w1")).resolves.toBeUndefined();
    await expect(api.unblockCompany("b1")).resolves.toBeUndefined();
  });

  it("lets unknown fields and unknown 'seen' values through", async () => {
    const search = {
      ...sampleSearch,
      alerts: [{ id: "alert-1" }],
      hits: [{ ...sampleSearch.hits[0], status: "ESCALATED", hit_categories: ["PEP"], score: 0.9 }],
    };
    const { api } = setup([jsonResponse(200, search)]);
    const result = await api.getScreeningSearch(sampleSearch.id);
    expect(result.hits[0].status).toBe("ESCALATED");
    expect(result.hits[0].score).toBe(0.9);
    expect(result.alerts).toEqual([{ id: "alert-1" }]);
  });

  it("defaults the documents of a case that comes without any", async () => {
    const { api } = setup([jsonResponse(200, sampleCddCase)]);
    expect((await api.getCdd(sampleCddCase.id)).documents).toEqual([]);
  });

  it("drops a webhook secret should the upstream ever return one", async () => {
    const { api } = setup([jsonResponse(200, { items: [{ ...sampleWebhook, secret: "s3cr3t" }] })]);
    const { items } = await api.listWebhooks();
    expect(items[0]).not.toHaveProperty("secret");
    expect(items[0].has_secret).toBe(true);
  });

  it("accepts a flow run output object or array", async () => {
    const { api } = setup([jsonResponse(200, [{ row: 1 }])]);
    expect(await api.getFlowRunOutput("r1")).toEqual([{ row: 1 }]);
  });
});

describe("testConnection", () => {
  it("is ok when the key is accepted", async () => {
    const { api } = setup([jsonResponse(200, { items: [] })]);
    expect(await api.testConnection()).toEqual({ ok: true });
  });

  it("returns the typed error when the key is refused, at once and without retry", async () => {
    const { api, calls } = setup([jsonResponse(401, { error: "Unauthorized" })]);
    const result = await api.testConnection();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ status: 401, code: "UNAUTHORIZED" });

    const flaky = setup([jsonResponse(503, { error: "down" })]);
    expect((await flaky.api.testConnection()).ok).toBe(false);
    expect(flaky.calls).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it("refuses a key that could not travel in a header", () => {
    expect(() =>
      createComplianceClient({ baseUrl: "https://upstream.test", apiKey: "bad\r\nkey" }),
    ).toThrow(expect.objectContaining({ code: "INVALID_API_KEY" }));
  });
});
