import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type Harness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());

describe("§5 authentication: X-API-KEY on every request", () => {
  it("answers a missing key on a flow endpoint with 401 UNAUTHORIZED and a message", async () => {
    const res = await h.call("GET", "/flow-runs/abc", { key: null });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: "UNAUTHORIZED", message: expect.any(String) });
  });

  it("answers a wrong key with 401 in the family's shape elsewhere", async () => {
    const cdd = await h.call("GET", "/cdds", { key: "nope" });
    expect(cdd.status).toBe(401);
    expect(cdd.body).toEqual({ message: expect.any(String) });
    const alerts = await h.call("GET", "/monitoring-alerts", { key: "nope" });
    expect(alerts.status).toBe(401);
    expect(alerts.body).toEqual({ error: expect.any(String) });
  });
});

describe("unknown routes and methods", () => {
  it("answers an unknown path with 404 in the family's shape, never a stack trace", async () => {
    const res = await h.call("GET", "/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.stringContaining("/nothing-here") });
  });
});

describe("control plane: clock", () => {
  it("pauses, advances and resumes sandbox time", async () => {
    const paused = (await h.call("POST", "/_sandbox/clock", { key: null, body: { pause: true } }))
      .body as { now: string };
    const advanced = (
      await h.call("POST", "/_sandbox/clock", { key: null, body: { advance_ms: 3_600_000 } })
    ).body as { now: string; paused: boolean };
    expect(Date.parse(advanced.now) - Date.parse(paused.now)).toBe(3_600_000);
    expect(advanced.paused).toBe(true);
    const resumed = (await h.call("POST", "/_sandbox/clock", { key: null, body: { pause: false } }))
      .body as { paused: boolean };
    expect(resumed.paused).toBe(false);
  });

  it("refuses an unknown clock field with 400 { error }", async () => {
    const res = await h.call("POST", "/_sandbox/clock", { key: null, body: { warp: 9 } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});

describe("control plane: faults", () => {
  it("revokes a key", async () => {
    await h.call("PUT", "/_sandbox/faults", {
      key: null,
      body: { revoked_keys: ["demo-key-northwind"] },
    });
    const res = await h.call("GET", "/monitoring-alerts");
    expect(res.status).toBe(401);
    await h.call("DELETE", "/_sandbox/faults", { key: null });
  });

  it("injects 503s on matching routes only", async () => {
    await h.call("PUT", "/_sandbox/faults", {
      key: null,
      body: { error_rate: 1, statuses: [503], routes: ["/cdds"] },
    });
    const res = await h.call("GET", "/cdds");
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: expect.any(String) });
    const seed = await h.call("GET", "/_sandbox/seed", { key: null });
    expect(seed.status).toBe(200);
    await h.call("DELETE", "/_sandbox/faults", { key: null });
  });

  it("hangs a request until the client gives up", async () => {
    await h.call("PUT", "/_sandbox/faults", {
      key: null,
      body: { hang: true, routes: ["/monitoring-alerts"] },
    });
    const outcome = await fetch(`${h.url}/monitoring-alerts`, {
      headers: { "x-api-key": "demo-key-northwind" },
      signal: AbortSignal.timeout(300),
    }).then(
      () => "answered",
      (error: Error) => error.name,
    );
    expect(outcome).toBe("TimeoutError");
    await h.call("DELETE", "/_sandbox/faults", { key: null });
  });
});

describe("bad input across every endpoint family", () => {
  it("stays up and correct after thousands of bad requests", async () => {
    const before = (await h.call("GET", "/cdds")).body as { count: number };
    const oversized = "x".repeat(1024 * 1024 + 10);
    const bad: [string, string, Parameters<Harness["call"]>[2]][] = [
      [
        "POST",
        "/flows/any/runs",
        { rawBody: "{", headers: { "content-type": "application/json" } },
      ],
      [
        "POST",
        "/flows/any/runs",
        { rawBody: "input=1", headers: { "content-type": "text/plain" } },
      ],
      ["POST", "/cdds", { rawBody: oversized, headers: { "content-type": "application/json" } }],
      ["POST", "/cdds", { rawBody: "[1,2", headers: { "content-type": "application/json" } }],
      ["POST", "/webhooks", { rawBody: "null", headers: { "content-type": "application/json" } }],
      ["PATCH", "/webhooks/%E0%A4%A", { body: { is_active: "yes" } }],
      ["GET", "/monitoring-alerts?page_size=-1&only_unacknowledged=maybe", {}],
      ["GET", "/monitoring-executions?from=%00&to=yesterday", {}],
      ["GET", "/monitorings?sort_by=__proto__&next_token=%%%", {}],
      ["GET", "/v1/name-screenings/searches/..%2F..%2Fetc", {}],
      ["DELETE", "/blocked-companies/", {}],
      ["PUT", "/cdds", { body: {} }],
    ];
    const statuses = new Set<number>();
    for (let round = 0; round < 200; round += 1) {
      const results = await Promise.all(
        bad.map(([method, path, options]) => h.call(method, path, options)),
      );
      for (const result of results) {
        statuses.add(result.status);
        expect(result.status).toBeGreaterThanOrEqual(400);
        expect(result.status).toBeLessThan(500);
        expect(result.text).not.toMatch(/\n\s+at /);
      }
    }
    expect([...statuses].sort()).toEqual(expect.arrayContaining([400, 404, 405, 413, 415]));
    expect(((await h.call("GET", "/cdds")).body as { count: number }).count).toBe(before.count);
    expect(((await h.call("GET", "/webhooks")).body as { items: unknown[] }).items).toEqual([]);
    expect((await h.call("GET", "/monitoring-alerts?page_size=1")).status).toBe(200);
  }, 60_000);
});
