import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keys, startSandbox, type Harness } from "./harness";

interface Page<T> {
  items: T[];
  next_token: string | null;
}
interface Execution {
  id: string;
  monitoring_id: string;
  execution_time: string;
  external_id: string | null;
  alert_count: number;
}
interface Monitoring {
  id: string;
  website: string;
  state: string;
  is_active: boolean;
  frequency: string;
  checks: string[];
  last_execution_at: string | null;
  next_execution_at: string | null;
  latest_execution_result: { status: string; alert_count: number } | null;
  external_id: string | null;
  updated_at: string;
}
interface Alert {
  id: string;
  monitoring_id: string;
  execution_result_id: string;
  execution_time: string;
  acknowledged_at: string | null;
  failed_checks: { check: string; explanation: string; method_used: string; status: string }[];
}
type AlertPage = Page<Alert> & { unacknowledged_count: number };

const day = 24 * 60 * 60 * 1000;
let h: Harness;
let now: number;

async function get<T>(path: string, key: string = keys.northwind): Promise<T> {
  const res = await h.call("GET", path, { key });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.body as T;
}

/** Follows next_token to the end, checking that every page but the last is full. */
async function walk<T extends { id: string }>(path: string, pageSize: number): Promise<T[]> {
  const items: T[] = [];
  let token: string | null = null;
  for (let pages = 0; pages < 200; pages += 1) {
    const sep = path.includes("?") ? "&" : "?";
    const next = token ? `&next_token=${encodeURIComponent(token)}` : "";
    const page: Page<T> = await get(`${path}${sep}page_size=${pageSize}${next}`);
    items.push(...page.items);
    token = page.next_token;
    if (token === null) return items;
    expect(page.items).toHaveLength(pageSize);
  }
  throw new Error("pagination never ended");
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const iso = (ms: number) => new Date(ms).toISOString();
const isNewestFirst = (times: string[]) => times.every((t, i) => i === 0 || times[i - 1] >= t);

beforeAll(async () => {
  h = await startSandbox();
  const clock = await h.call("POST", "/_sandbox/clock", { key: null, body: { pause: true } });
  now = Date.parse((clock.body as { now: string }).now);
});
afterAll(() => h.close());

describe("§4.4 GET /monitoring-executions", () => {
  it("defaults to the 30 days before now, newest first, 10 per page", async () => {
    const page: Page<Execution> = await get("/monitoring-executions");
    expect(page.items).toHaveLength(10);
    expect(page.next_token).toEqual(expect.any(String));
    expect(Object.keys(page.items[0]).sort()).toEqual(
      ["alert_count", "execution_time", "external_id", "id", "monitoring_id", "website"].sort(),
    );
    const all = await walk<Execution>("/monitoring-executions", 100);
    const explicit = await walk<Execution>(
      `/monitoring-executions?from=${iso(now - 30 * day)}&to=${iso(now)}`,
      100,
    );
    expect(ids(all)).toEqual(ids(explicit));
    expect(isNewestFirst(all.map((e) => e.execution_time))).toBe(true);
    expect(all.every((e) => Date.parse(e.execution_time) >= now - 30 * day)).toBe(true);
  });

  it("defaults to to=now when only from is given, and from=to-30d when only to is given", async () => {
    const recent = await walk<Execution>(`/monitoring-executions?from=${iso(now - 5 * day)}`, 100);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((e) => Date.parse(e.execution_time) >= now - 5 * day)).toBe(true);
    const to = now - 40 * day;
    const older = await walk<Execution>(`/monitoring-executions?to=${iso(to)}`, 100);
    const times = older.map((e) => Date.parse(e.execution_time));
    expect(older.length).toBeGreaterThan(0);
    expect(times.every((t) => t <= to && t >= to - 30 * day)).toBe(true);
  });

  it("walks every page without duplicates or gaps and ends with next_token null", async () => {
    const everything = await walk<Execution>("/monitoring-executions", 100);
    const walked = await walk<Execution>("/monitoring-executions", 7);
    expect(ids(walked)).toEqual(ids(everything));
    expect(new Set(ids(walked)).size).toBe(walked.length);
  });

  it("gives null external_id when unset and alert_count matching the alerts", async () => {
    const executions = await walk<Execution>(
      `/monitoring-executions?from=${iso(now - 60 * day)}`,
      100,
    );
    expect(executions.some((e) => e.external_id === null)).toBe(true);
    expect(executions.some((e) => typeof e.external_id === "string")).toBe(true);
    const alerts = await walk<Alert>("/monitoring-alerts", 100);
    const alerted = new Set(alerts.map((a) => a.execution_result_id));
    for (const execution of executions) {
      expect(execution.alert_count).toBe(alerted.has(execution.id) ? 1 : 0);
    }
  });

  it("binds next_token to its query: 400 { error } with another query or a forged token", async () => {
    const { next_token } = await get<Page<Execution>>("/monitoring-executions");
    const token = encodeURIComponent(next_token ?? "");
    const other = await h.call(
      "GET",
      `/monitoring-executions?from=${iso(now - 20 * day)}&next_token=${token}`,
    );
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ error: expect.any(String) });
    const forged = await h.call("GET", "/monitoring-executions?next_token=bm90LWEtdG9rZW4=");
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ error: expect.any(String) });
  });

  it("answers from after to with 400 { error }", async () => {
    const res = await h.call(
      "GET",
      `/monitoring-executions?from=${iso(now - day)}&to=${iso(now - 2 * day)}`,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it("answers an unparseable date with 400 { errors: [{ path, message, code: invalid_date }] }", async () => {
    const res = await h.call("GET", "/monitoring-executions?from=yesterday&to=2026-13-01");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [
        { path: ["from"], message: expect.any(String), code: "invalid_date" },
        { path: ["to"], message: expect.any(String), code: "invalid_date" },
      ],
    });
  });

  it("keeps pages stable while new executions are recorded", async () => {
    const first: Page<Execution> = await get("/monitoring-executions?page_size=5");
    await h.call("POST", "/_sandbox/monitorings/run", { key: null, body: { alert: false } });
    const token = encodeURIComponent(first.next_token ?? "");
    const second: Page<Execution> = await get(
      `/monitoring-executions?page_size=5&next_token=${token}`,
    );
    expect(ids(second.items).filter((id) => ids(first.items).includes(id))).toEqual([]);
    expect(second.items[0].execution_time <= first.items[4].execution_time).toBe(true);
  });

  it("lists only the caller's executions", async () => {
    const mine = new Set(ids(await walk<Monitoring>("/monitorings", 100)));
    const globex = await h.call("GET", "/monitoring-executions?page_size=100", {
      key: keys.globex,
    });
    const items = (globex.body as Page<Execution>).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((e) => mine.has(e.monitoring_id))).toBe(false);
  });
});

describe("§4.5 GET /monitorings", () => {
  it("seeds every state, frequency and check, inactive and never-executed monitorings", async () => {
    const all = await walk<Monitoring>("/monitorings", 100);
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(all[0]).sort()).toEqual(
      [
        "id",
        "website",
        "customer_id",
        "checks",
        "frequency",
        "is_active",
        "state",
        "next_execution_at",
        "expires_at",
        "last_execution_at",
        "created_at",
        "updated_at",
        "latest_execution_result",
        "external_id",
      ].sort(),
    );
    expect(new Set(all.map((m) => m.state))).toEqual(new Set(["IDLE", "RUNNING", "FAILED"]));
    expect(new Set(all.map((m) => m.frequency)).size).toBe(4);
    expect(new Set(all.flatMap((m) => m.checks)).size).toBe(3);
    expect(all.some((m) => !m.is_active)).toBe(true);
    expect(all.some((m) => m.external_id !== null)).toBe(true);
    const never = all.filter((m) => m.last_execution_at === null);
    expect(never.length).toBeGreaterThan(0);
    expect(never.every((m) => m.latest_execution_result === null)).toBe(true);
  });

  it("sorts by last_execution desc by default, never-executed last, 10 per page", async () => {
    const first: Page<Monitoring> = await get("/monitorings");
    expect(first.items).toHaveLength(10);
    const all = await walk<Monitoring>("/monitorings", 100);
    expect(ids(first.items)).toEqual(ids(all.slice(0, 10)));
    const times = all.map((m) => m.last_execution_at);
    const firstNull = times.indexOf(null);
    expect(times.slice(firstNull).every((t) => t === null)).toBe(true);
    expect(isNewestFirst(times.slice(0, firstNull) as string[])).toBe(true);
  });

  const keyOf: Record<string, (m: Monitoring) => string | null> = {
    last_execution: (m) => m.last_execution_at,
    next_run: (m) => m.next_execution_at,
    state: (m) => m.state,
    website: (m) => m.website.replace(/^https?:\/\/(www\.)?/, ""),
  };
  for (const sortBy of Object.keys(keyOf)) {
    for (const direction of ["asc", "desc"]) {
      it(`orders by sort_by=${sortBy}&sort_direction=${direction}, nulls last`, async () => {
        const all = await walk<Monitoring>(
          `/monitorings?sort_by=${sortBy}&sort_direction=${direction}`,
          100,
        );
        const values = all.map(keyOf[sortBy]);
        const present = values.filter((v): v is string => v !== null);
        expect(values.slice(0, present.length)).toEqual(present);
        const sorted = [...present].sort();
        expect(present).toEqual(direction === "asc" ? sorted : sorted.reverse());
      });
    }
  }

  it("answers an unknown sort_by or sort_direction with 400 { error }", async () => {
    for (const query of ["sort_by=created", "sort_direction=up", "sort_direction=ASCENDING"]) {
      const res = await h.call("GET", `/monitorings?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });

  it("walks every page without duplicates or gaps", async () => {
    const everything = await walk<Monitoring>(
      "/monitorings?sort_by=website&sort_direction=asc",
      100,
    );
    const walked = await walk<Monitoring>("/monitorings?sort_by=website&sort_direction=asc", 4);
    expect(ids(walked)).toEqual(ids(everything));
  });

  it("returns every match of a state filter with next_token null, ignoring paging and sorting", async () => {
    const all = await walk<Monitoring>("/monitorings", 100);
    for (const state of ["IDLE", "RUNNING", "FAILED"]) {
      const page: Page<Monitoring> = await get(
        `/monitorings?state=${state}&page_size=1&sort_by=website`,
      );
      expect(page.next_token).toBeNull();
      expect(page.items.every((m) => m.state === state)).toBe(true);
      expect(page.items.length).toBe(all.filter((m) => m.state === state).length);
    }
  });

  it("filters by website, and website wins over state", async () => {
    const all = await walk<Monitoring>("/monitorings", 100);
    const idle = all.find((m) => m.state === "IDLE") as Monitoring;
    const byWebsite: Page<Monitoring> = await get(
      `/monitorings?website=${encodeURIComponent(idle.website)}&state=RUNNING&page_size=1`,
    );
    expect(ids(byWebsite.items)).toEqual([idle.id]);
    expect(byWebsite.next_token).toBeNull();
    const none: Page<Monitoring> = await get("/monitorings?website=https://nowhere.example");
    expect(none).toEqual({ items: [], next_token: null });
  });

  it("ignores an invalid next_token or one of another query, as if absent", async () => {
    const first: Page<Monitoring> = await get("/monitorings");
    const garbage: Page<Monitoring> = await get("/monitorings?next_token=%%%garbage");
    expect(ids(garbage.items)).toEqual(ids(first.items));
    const bySite: Page<Monitoring> = await get("/monitorings?sort_by=website");
    const foreign: Page<Monitoring> = await get(
      `/monitorings?next_token=${encodeURIComponent(bySite.next_token ?? "")}`,
    );
    expect(ids(foreign.items)).toEqual(ids(first.items));
  });

  it("answers a 500 with { error, items: [], next_token: null }", async () => {
    await h.call("PUT", "/_sandbox/faults", {
      key: null,
      body: { error_rate: 1, statuses: [500], routes: ["/monitorings"] },
    });
    const res = await h.call("GET", "/monitorings");
    await h.call("DELETE", "/_sandbox/faults", { key: null });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: expect.any(String), items: [], next_token: null });
  });
});

describe("§4.6 GET /monitoring-alerts", () => {
  it("lists alerts newest first with failed checks and unacknowledged_count", async () => {
    const page: AlertPage = await get("/monitoring-alerts");
    expect(page.items).toHaveLength(10);
    expect(page.next_token).toEqual(expect.any(String));
    expect(page.unacknowledged_count).toEqual(expect.any(Number));
    const alert = page.items[0];
    expect(alert).toMatchObject({
      id: expect.any(String),
      monitoring_id: expect.any(String),
      customer_id: "northwind",
      execution_result_id: expect.any(String),
      website: expect.stringMatching(/^https:\/\//),
      created_at: expect.any(String),
    });
    expect(alert.failed_checks[0]).toEqual({
      check: expect.any(String),
      explanation: expect.any(String),
      method_used: expect.stringMatching(/^(crawler|classifier|catalog_scan)$/),
      status: "FAILED",
    });
    const all = await walk<Alert>("/monitoring-alerts", 100);
    expect(isNewestFirst(all.map((a) => a.execution_time))).toBe(true);
    expect(all.filter((a) => a.acknowledged_at === null)).toHaveLength(page.unacknowledged_count);
    expect(all.some((a) => a.acknowledged_at !== null)).toBe(true);
  });

  it("walks every page without duplicates or gaps", async () => {
    const everything = await walk<Alert>("/monitoring-alerts", 100);
    const walked = await walk<Alert>("/monitoring-alerts", 6);
    expect(ids(walked)).toEqual(ids(everything));
  });

  it("filters with only_unacknowledged and acknowledged", async () => {
    const all = await walk<Alert>("/monitoring-alerts", 100);
    const open = await walk<Alert>("/monitoring-alerts?only_unacknowledged=true", 100);
    expect(ids(open)).toEqual(ids(all.filter((a) => a.acknowledged_at === null)));
    const done = await walk<Alert>("/monitoring-alerts?acknowledged=true", 100);
    expect(ids(done)).toEqual(ids(all.filter((a) => a.acknowledged_at !== null)));
    const notDone = await walk<Alert>("/monitoring-alerts?acknowledged=false", 100);
    expect(ids(notDone)).toEqual(ids(open));
    const unfiltered = await walk<Alert>("/monitoring-alerts?only_unacknowledged=false", 100);
    expect(ids(unfiltered)).toEqual(ids(all));
  });

  it("filters by execution_time_before and execution_time_after", async () => {
    const all = await walk<Alert>("/monitoring-alerts", 100);
    const after = now - 20 * day;
    const before = now - 5 * day;
    const window = await walk<Alert>(
      `/monitoring-alerts?execution_time_after=${iso(after)}&execution_time_before=${iso(before)}`,
      100,
    );
    const expected = all.filter((a) => {
      const at = Date.parse(a.execution_time);
      return at > after && at < before;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(window)).toEqual(ids(expected));
  });

  it("counts every unacknowledged alert whatever the filters", async () => {
    const { unacknowledged_count } = await get<AlertPage>("/monitoring-alerts");
    for (const query of [
      "acknowledged=true",
      "only_unacknowledged=true&page_size=1",
      `execution_time_before=${iso(now - 80 * day)}`,
    ]) {
      const page: AlertPage = await get(`/monitoring-alerts?${query}`);
      expect(page.unacknowledged_count, query).toBe(unacknowledged_count);
    }
  });

  it("answers bad flags, both flags true and bad times with 400 { error }", async () => {
    for (const query of [
      "only_unacknowledged=yes",
      "acknowledged=1",
      "only_unacknowledged=true&acknowledged=true",
      "execution_time_before=last-week",
      "execution_time_after=2026-02-30T00:00:00Z",
    ]) {
      const res = await h.call("GET", `/monitoring-alerts?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });

  it("binds next_token to its query", async () => {
    const { next_token } = await get<AlertPage>("/monitoring-alerts?page_size=2");
    const res = await h.call(
      "GET",
      `/monitoring-alerts?acknowledged=true&next_token=${encodeURIComponent(next_token ?? "")}`,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});

describe("§8 limits", () => {
  const lists = ["/monitoring-executions", "/monitorings", "/monitoring-alerts"];
  for (const path of lists) {
    it(`${path}: page_size 0, 101 and abc are 400 { error }; 1 and 100 are served`, async () => {
      for (const size of ["0", "101", "abc", "-1", "1.5"]) {
        const res = await h.call("GET", `${path}?page_size=${size}`);
        expect(res.status, size).toBe(400);
        expect(res.body).toEqual({ error: expect.stringContaining("page_size") });
      }
      const one: Page<{ id: string }> = await get(`${path}?page_size=1`);
      expect(one.items).toHaveLength(1);
      expect(one.next_token).toEqual(expect.any(String));
      const hundred: Page<{ id: string }> = await get(`${path}?page_size=100`);
      const total = (await walk<{ id: string }>(path, 100)).length;
      expect(hundred.items).toHaveLength(Math.min(100, total));
    });
  }

  it("/monitoring-executions: a window of 60 days is served, one over is 400 { error }", async () => {
    const to = now - day;
    const ok = await h.call(
      "GET",
      `/monitoring-executions?from=${iso(to - 60 * day)}&to=${iso(to)}`,
    );
    expect(ok.status).toBe(200);
    const over = await h.call(
      "GET",
      `/monitoring-executions?from=${iso(to - 60 * day - 1000)}&to=${iso(to)}`,
    );
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ error: expect.stringContaining("60 days") });
    const onlyFrom = await h.call("GET", `/monitoring-executions?from=${iso(now - 61 * day)}`);
    expect(onlyFrom.status).toBe(400);
  });
});

describe("§3.3 monitoring states: live executions on the sandbox clock", () => {
  let live: Harness;
  const interval = 90_000;
  const advance = (ms: number) =>
    live.call("POST", "/_sandbox/clock", { key: null, body: { advance_ms: ms } });
  const alertsPage = async () =>
    (await live.call("GET", "/monitoring-alerts?page_size=100")).body as AlertPage;

  beforeAll(async () => {
    live = await startSandbox({ SANDBOX_MONITORING_INTERVAL_MS: String(interval) });
    await live.call("POST", "/_sandbox/clock", { key: null, body: { pause: true } });
  });
  afterAll(() => live.close());

  it("runs a due monitoring every interval: RUNNING briefly, then an execution is recorded", async () => {
    const before = (await live.call("GET", "/monitoring-executions?page_size=1"))
      .body as Page<Execution>;
    await advance(interval);
    const running = (await live.call("GET", "/monitorings?state=RUNNING")).body as Page<Monitoring>;
    const started = running.items.find((m) =>
      m.updated_at.startsWith(iso(now + interval).slice(0, 16)),
    );
    expect(started).toBeDefined();
    await advance(interval - 1);
    const after = (await live.call("GET", "/monitoring-executions?page_size=1"))
      .body as Page<Execution>;
    expect(after.items[0].id).not.toBe(before.items[0].id);
    expect(after.items[0].monitoring_id).toBe(started?.id);
    const website = encodeURIComponent(started?.website ?? "");
    const done = (await live.call("GET", `/monitorings?website=${website}`))
      .body as Page<Monitoring>;
    expect(done.items[0].state).toMatch(/^(IDLE|FAILED)$/);
    expect(done.items[0].last_execution_at).toBe(after.items[0].execution_time);
    expect(Date.parse(done.items[0].next_execution_at ?? "")).toBeGreaterThan(
      Date.parse(after.items[0].execution_time),
    );
  });

  it("fires alerts and acknowledges older ones, so the unacknowledged count moves both ways", async () => {
    const { items: startItems } = await alertsPage();
    const counts: number[] = [(await alertsPage()).unacknowledged_count];
    for (let tick = 0; tick < 40; tick += 1) {
      await advance(interval);
      counts.push((await alertsPage()).unacknowledged_count);
    }
    const steps = counts.slice(1).map((count, i) => count - counts[i]);
    expect(steps.some((step) => step > 0)).toBe(true);
    expect(steps.some((step) => step < 0)).toBe(true);
    const { items } = await alertsPage();
    expect(items[0].id).not.toBe(startItems[0].id);
    const events = (
      await live.call("GET", "/_sandbox/events?type=monitoring_alert_fired", { key: null })
    ).body as { items: { target_id: string; target_type: string }[] };
    expect(events.items.length).toBeGreaterThan(0);
    expect(events.items.every((e) => e.target_type === "MONITORING_ALERT")).toBe(true);
    expect(ids(items)).toContain(events.items[0].target_id);
  });

  it("POST /_sandbox/monitorings/run executes a named monitoring, with or without an alert", async () => {
    const [target] = ((await live.call("GET", "/monitorings?page_size=1")).body as Page<Monitoring>)
      .items;
    const before = (await alertsPage()).unacknowledged_count;
    const alerted = await live.call("POST", "/_sandbox/monitorings/run", {
      key: null,
      body: { monitoring_id: target.id, alert: true },
    });
    expect(alerted.status).toBe(200);
    const body = alerted.body as { alert: Alert; execution: Execution; monitoring: Monitoring };
    expect(body.execution).toMatchObject({ monitoring_id: target.id, alert_count: 1 });
    expect(body.alert).toMatchObject({
      execution_result_id: body.execution.id,
      acknowledged_at: null,
    });
    expect(body.monitoring.latest_execution_result?.status).toBe("CHECKS_FAILED");
    const page = await alertsPage();
    expect(page.items[0].id).toBe(body.alert.id);
    expect(page.unacknowledged_count).toBe(before + 1);

    const quiet = await live.call("POST", "/_sandbox/monitorings/run", {
      key: null,
      body: { monitoring_id: target.id, alert: false },
    });
    const calm = quiet.body as { alert: null; execution: Execution; monitoring: Monitoring };
    expect(calm.alert).toBeNull();
    expect(calm.execution.alert_count).toBe(0);
    expect(calm.monitoring).toMatchObject({
      state: "IDLE",
      last_execution_at: calm.execution.execution_time,
    });
  });

  it("POST /_sandbox/monitoring-alerts/:id/acknowledge acknowledges, and unknown ids are 404", async () => {
    const page = await alertsPage();
    const open = page.items.find((a) => a.acknowledged_at === null) as Alert;
    const res = await live.call("POST", `/_sandbox/monitoring-alerts/${open.id}/acknowledge`, {
      key: null,
    });
    expect(res.status).toBe(200);
    expect((res.body as Alert).acknowledged_at).toEqual(expect.any(String));
    expect((await alertsPage()).unacknowledged_count).toBe(page.unacknowledged_count - 1);
    const missing = await live.call("POST", "/_sandbox/monitoring-alerts/nope/acknowledge", {
      key: null,
    });
    expect(missing.status).toBe(404);
    const unknownRun = await live.call("POST", "/_sandbox/monitorings/run", {
      key: null,
      body: { monitoring_id: "nope" },
    });
    expect(unknownRun.status).toBe(404);
  });

  it("describes the seed in GET /_sandbox/seed, the same on every start", async () => {
    const [northwind, globex] = await live.seed();
    const summary = northwind.monitorings as {
      id: string;
      website: string;
      state: string;
      is_active: boolean;
    }[];
    expect(summary.length).toBeGreaterThan((globex.monitorings as unknown[]).length);
    expect(summary[0]).toEqual({
      id: expect.any(String),
      website: expect.any(String),
      state: expect.any(String),
      is_active: expect.any(Boolean),
    });
    expect(northwind.monitoring_alerts).toEqual({
      total: expect.any(Number),
      unacknowledged: expect.any(Number),
    });
    const again = await startSandbox();
    const [fresh] = await again.seed();
    await again.close();
    expect(ids(fresh.monitorings as { id: string }[])).toEqual(ids(summary));
  });
});
