import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { e2e } from "../e2e/env";
import { expect, sandbox, signIn, test } from "../e2e/fixtures";
import { flowOf, reportInput, setClock } from "../e2e/runs-helpers";
import { multi } from "./env";
import { openStream, type OpenStream } from "./sse-client";

interface AdminHealth {
  ok: boolean;
  instance: string;
  store: { dialect: string; migration: { applied: string; latest: string; pending: number } };
  bus: { mode: string; listening: boolean };
  watcher: { watching: number; leases: { held: number; total: number } };
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: multi.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function health(base: string, cookie: string): Promise<AdminHealth> {
  const response = await fetch(`${base}/api/health`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminHealth;
}

async function trigger(base: string, cookie: string): Promise<string> {
  const flow = await flowOf("report");
  const response = await fetch(`${base}/api/flows/${flow.id}/runs`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ input: reportInput }),
  });
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

const statusesOf = (stream: OpenStream, runId: string) =>
  stream
    .events("run.status")
    .filter((message) => (message.data.data as { runId: string }).runId === runId)
    .map((message) => ({
      id: message.id,
      status: (message.data.data as { status: string }).status,
      previous: (message.data.data as { previousStatus: string | null }).previousStatus,
    }));

async function pollsOf(runId: string): Promise<number> {
  const { counts } = await sandbox<{ counts: Record<string, number> }>(
    `/_sandbox/requests?path=/flow-runs/${runId}`,
  );
  return counts[`GET /flow-runs/${runId}`] ?? 0;
}

test.describe.configure({ mode: "serial" });

test.describe("several console instances on one PostgreSQL", () => {
  let cookie = "";
  const streams: OpenStream[] = [];
  test.afterAll(async () => {
    for (const stream of streams) stream.close();
    await setClock({ pause: false });
  });

  test("both started together on an empty database: one migration run, one first admin", async () => {
    const admins = await query<{ count: string }>(
      "select count(*) as count from users where role = 'admin'",
    );
    expect(Number(admins[0]?.count)).toBe(1);
    const migrations = await query<{ name: string }>("select name from kysely_migration");
    expect(migrations.length).toBeGreaterThan(0);
    expect(new Set(migrations.map((row) => row.name)).size).toBe(migrations.length);
    for (const base of [multi.a, multi.b]) {
      expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ ok: true });
    }
  });

  test("a session from A works on B, and B reports its own instance on the shared store", async ({
    page,
  }) => {
    await signIn(page, e2e.admin);
    cookie = (await page.context().cookies(multi.a))
      .map((entry) => `${entry.name}=${entry.value}`)
      .join("; ");
    const [a, b] = [await health(multi.a, cookie), await health(multi.b, cookie)];
    expect(b.instance).not.toBe(a.instance);
    for (const report of [a, b]) {
      expect(report.store.dialect).toBe("postgres");
      expect(report.store.migration.pending).toBe(0);
      expect(report.bus).toEqual({ mode: "shared", listening: true });
    }
  });

  test("an event delivered to A arrives on A's and B's streams with the same id", async () => {
    const [onA, onB] = [await openStream(multi.a, cookie), await openStream(multi.b, cookie)];
    streams.push(onA, onB);
    const connect = await fetch(`${multi.a}/api/settings/webhooks/connect`, {
      method: "POST",
      headers: { cookie },
    });
    expect(connect.status, await connect.clone().text()).toBe(200);
    await sandbox("/_sandbox/events", {
      method: "POST",
      body: JSON.stringify({ type: "monitoring_alert_fired" }),
    });
    await expect.poll(() => onB.events("monitoring.alert").length).toBe(1);
    await expect.poll(() => onA.events("monitoring.alert").length).toBe(1);
    expect(onB.events("monitoring.alert")[0]?.id).toBe(onA.events("monitoring.alert")[0]?.id);
    // Polling only from here: the run tests count the watcher's reads.
    const { items } = await sandbox<{ items: { id: string }[] }>("/webhooks", { key: true });
    for (const webhook of items)
      await sandbox(`/webhooks/${webhook.id}`, { method: "DELETE", key: true });
  });

  test("a run triggered through B is announced once per stream and polled at one instance's rate", async () => {
    const [onA, onB] = streams as [OpenStream, OpenStream];
    await setClock({ pause: true });
    const runId = await trigger(multi.b, cookie);
    await sandbox("/_sandbox/requests", { method: "DELETE" });
    // 12 s of a run that does not move: one instance polls at 1 s, 1.5 s, 2.25 s, 3.4 s, 5 s
    // intervals (about 5 reads); two instances each polling it would read it about twice as often.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    const polls = await pollsOf(runId);
    expect(polls).toBeGreaterThanOrEqual(2);
    expect(polls).toBeLessThanOrEqual(6);
    await setClock({ pause: false });
    await setClock({ advance_ms: 10 * 60_000 });
    await expect
      .poll(() => statusesOf(onB, runId).at(-1)?.status, { timeout: 30_000 })
      .toBe("COMPLETED");
    await expect.poll(() => statusesOf(onA, runId).at(-1)?.status).toBe("COMPLETED");
    const seenOnA = statusesOf(onA, runId);
    expect(statusesOf(onB, runId)).toEqual(seenOnA);
    const statuses = seenOnA.map((event) => event.status);
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(seenOnA[0]?.previous).toBe("QUEUED");
  });

  test("a stream reconnecting to B with an id from A resumes without a full refetch", async () => {
    const onA = streams[0] as OpenStream;
    const events = onA.messages.filter((message) => message.id && message.event.includes("."));
    expect(events.length).toBeGreaterThanOrEqual(2);
    const resumed = await openStream(multi.b, cookie, events[0]?.id);
    streams.push(resumed);
    await expect.poll(() => resumed.events("ready").length).toBe(1);
    expect(resumed.events("ready")[0]?.data).toMatchObject({ resumed: true });
    await expect
      .poll(() => resumed.messages.filter((m) => m.event.includes(".")).map((m) => m.id))
      .toEqual(events.slice(1).map((message) => message.id));
    expect(resumed.events("resync")).toEqual([]);
  });

  test("the share-page limit answers 429 at the same count across both, whatever X-Forwarded-For says", async () => {
    const statuses: number[] = [];
    for (let k = 0; k < 61; k += 1) {
      const response = await fetch(`${k % 2 ? multi.b : multi.a}/share/not-a-token-${k}`, {
        headers: { "x-forwarded-for": `198.51.100.${k}` },
        redirect: "manual",
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  test("when A is killed mid-run, B takes over the watch and its stream sees COMPLETED", async () => {
    const onB = streams[1] as OpenStream;
    await setClock({ pause: true });
    const runId = await trigger(multi.a, cookie);
    const a = await health(multi.a, cookie);
    // Hand the run's lease to A, as if A's scan had claimed it first.
    await query("update flow_runs set watch_owner = $1 where id = $2", [a.instance, runId]);
    await expect
      .poll(async () => (await health(multi.a, cookie)).watcher.leases.held)
      .toBeGreaterThan(0);
    process.kill(Number(readFileSync(join(multi.pidDir, "a.pid"), "utf8")), "SIGKILL");
    await setClock({ pause: false });
    await setClock({ advance_ms: 10 * 60_000 });
    await expect
      .poll(() => statusesOf(onB, runId).at(-1)?.status, { timeout: 45_000 })
      .toBe("COMPLETED");
    const b = await health(multi.b, cookie);
    const [row] = await query<{ watch_owner: string }>(
      "select watch_owner from flow_runs where id = $1",
      [runId],
    );
    expect(row?.watch_owner).toBe(b.instance);
  });
});
