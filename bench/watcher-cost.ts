import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { openDatabase } from "../lib/db/connection";
import { toFlowRunRow } from "../lib/db/flow-run-row";
import type { FlowRunObject } from "../lib/db/flow-runs";
import { migrateToLatest } from "../lib/db/migrations";
import type { Db } from "../lib/db/schema";
import { loadConfig } from "../sandbox/config";
import { createSandbox } from "../sandbox/server";
import { benchPostgres } from "./pg-throwaway";
import type { WatcherChildConfig, WatcherChildMessage, WatcherChildReply } from "./watcher-child";

/**
 * What the run watcher costs at rest: unfinished runs the console polls, upstream requests per
 * second (counted by the sandbox) and the watcher's CPU (% of one core, the watcher alone in its
 * own process: bench/watcher-child.ts), on SQLite and on PostgreSQL, before (pushes not healthy:
 * every run on the normal 1-5 s backoff) and after (the webhook connected and verified deliveries
 * arriving: a safety-net poll a minute). The runs are real sandbox runs held RUNNING (its clock is
 * paused), indexed in the store as the console indexes runs it triggered.
 *
 * With pushes healthy every run polls once per 60-75 s, so the runs reach the store spread over
 * one mean interval (67.5 s), as runs triggered over time would, and the window is one mean
 * interval after that; without, they all arrive at once and the window follows their first round
 * of polls and a short warm-up.
 */
const UNFINISHED_RUNS = 5_000;
const SAFETY_NET_MEAN_S = 67.5;
const BEFORE = { warmupS: 10, windowS: 20 };
export const WATCHER_TARGET = { runs: 500, requestsPerSecond: 20, cpuPercent: 3 };

interface Figures {
  runs: number;
  upstream_requests_per_s: number;
  cpu_percent_of_core: number;
  window_s: number;
}

const benchKey = "bench-watcher-key-7c1e";
const round = (value: number) => Math.round(value * 10) / 10;

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** N sandbox runs, triggered through the API and picked up, kept RUNNING by a paused clock. */
async function runningSandboxRuns(sandboxUrl: string, count: number): Promise<FlowRunObject[]> {
  const seed = await json<{
    customers: { api_key: string; flows: { id: string; kind: string }[] }[];
  }>(`${sandboxUrl}/_sandbox/seed`);
  const flows = seed.customers.find((customer) => customer.api_key === benchKey)?.flows ?? [];
  const flow = flows.find((candidate) => candidate.kind === "report");
  if (!flow) throw new Error("the sandbox has no report flow for the bench key");
  const clock = (body: object) =>
    json(`${sandboxUrl}/_sandbox/clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  await clock({ pause: true });
  const headers = { "content-type": "application/json", "x-api-key": benchKey };
  const ids: string[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, k) =>
      json<{ id: string }>(`${sandboxUrl}/flows/${flow.id}/runs`, {
        method: "POST",
        headers,
        body: JSON.stringify({ input: { company_name: `Watch ${start + k}`, country_code: "GB" } }),
      }),
    );
    ids.push(...(await Promise.all(batch)).map((created) => created.id));
  }
  await clock({ advance_ms: 2_000 }); // picked up (RUNNING), far from finished
  const runs: FlowRunObject[] = [];
  for (let start = 0; start < ids.length; start += 50) {
    const batch = ids
      .slice(start, start + 50)
      .map((id) => json<FlowRunObject>(`${sandboxUrl}/flow-runs/${id}`, { headers }));
    runs.push(...(await Promise.all(batch)));
  }
  if (runs.some((run) => run.status !== "RUNNING")) throw new Error("sandbox runs not RUNNING");
  return runs;
}

async function indexRuns(db: Db, runs: FlowRunObject[]): Promise<void> {
  const now = new Date();
  for (let start = 0; start < runs.length; start += 500) {
    const rows = runs.slice(start, start + 500).map((run) => ({
      ...toFlowRunRow(run, now),
      source: "triggered" as const,
      indexed_at: now.toISOString(),
    }));
    await db.insertInto("flow_runs").values(rows).execute();
  }
}

function startChild(config: WatcherChildConfig): Promise<ChildProcess> {
  const child = fork(path.join("bench", "watcher-child.ts"), [JSON.stringify(config)], {
    execArgv: ["--import", "tsx", "--conditions=react-server"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`the watcher process exited with ${code}`)));
  });
}

function request<T extends WatcherChildReply["type"]>(
  child: ChildProcess,
  message: WatcherChildMessage,
  replyType: T,
): Promise<Extract<WatcherChildReply, { type: T }>> {
  return new Promise((resolve) => {
    const listen = (reply: WatcherChildReply) => {
      if (reply.type !== replyType) return;
      child.off("message", listen);
      resolve(reply as Extract<WatcherChildReply, { type: T }>);
    };
    child.on("message", listen);
    child.send(message);
  });
}

async function upstreamPolls(sandboxUrl: string): Promise<number> {
  const { counts } = await json<{ counts: Record<string, number> }>(
    `${sandboxUrl}/_sandbox/requests?path=/flow-runs/`,
  );
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

/** Where one configuration's fresh store lives, for this process and for the watcher's. */
interface FreshStore {
  db: Db;
  where: Pick<WatcherChildConfig, "databaseUrl" | "searchPath" | "dataDir">;
}

/** One configuration: a fresh store holding the runs, a fresh watcher process, one window. */
async function measure(
  store: FreshStore,
  sandboxUrl: string,
  runs: FlowRunObject[],
  pushesHealthy: boolean,
): Promise<Figures> {
  const { db } = store;
  await migrateToLatest(db);
  const child = await startChild({ ...store.where, sandboxUrl, apiKey: benchKey, pushesHealthy });
  try {
    let windowS = BEFORE.windowS;
    if (pushesHealthy) {
      const batches = Math.ceil(SAFETY_NET_MEAN_S);
      for (let k = 0; k < batches; k += 1) {
        const began = performance.now();
        const from = Math.floor((k * runs.length) / batches);
        await indexRuns(db, runs.slice(from, Math.floor(((k + 1) * runs.length) / batches)));
        const spent = performance.now() - began;
        await sleep(Math.max(0, (SAFETY_NET_MEAN_S / batches) * 1000 - spent));
      }
      windowS = SAFETY_NET_MEAN_S;
    } else {
      // Steady state: every run polled (and recorded) once, which a slow store takes a while over.
      const polledBefore = await upstreamPolls(sandboxUrl);
      await indexRuns(db, runs);
      while ((await upstreamPolls(sandboxUrl)) - polledBefore < runs.length) await sleep(1_000);
      await sleep(BEFORE.warmupS * 1000);
    }
    const requestsBefore = await upstreamPolls(sandboxUrl);
    const cpuBefore = (await request(child, { type: "cpu" }, "cpu")).cpuMicros;
    const began = performance.now();
    await sleep(windowS * 1000);
    const cpu = await request(child, { type: "cpu" }, "cpu");
    const seconds = (performance.now() - began) / 1000;
    const requests = (await upstreamPolls(sandboxUrl)) - requestsBefore;
    if (cpu.watched !== runs.length) {
      throw new Error(`the watcher held ${cpu.watched} of ${runs.length} runs`);
    }
    return {
      runs: runs.length,
      upstream_requests_per_s: round(requests / seconds),
      cpu_percent_of_core: round(((cpu.cpuMicros - cpuBefore) / 1e6 / seconds) * 100),
      window_s: round(seconds),
    };
  } finally {
    await request(child, { type: "stop" }, "stopped");
    await db.destroy();
  }
}

export interface WatcherCostBench {
  unfinished_runs: number;
  sqlite: { before: Figures; after: Figures };
  postgres: { before: Figures; after: Figures };
  target: typeof WATCHER_TARGET & { measured: Figures; met: boolean };
}

export async function measureWatcherCost(): Promise<WatcherCostBench> {
  const sandboxPort = Number(process.env.BENCH_PORT_BASE ?? 3910) + 1030;
  const sandbox = await createSandbox(
    loadConfig({
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_API_KEYS: `${benchKey}:northwind`,
      SANDBOX_QUIET: "1",
    }),
  );
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const dirs: string[] = [];
  const sqlite = (): FreshStore => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bench-watcher-"));
    dirs.push(dataDir);
    return { db: openDatabase({ dataDir }), where: { dataDir } };
  };
  const pg = await benchPostgres("watcher");
  const databaseUrl = pg.url;
  let schemas = 0;
  const postgres = async (): Promise<FreshStore> => {
    const searchPath = `bench_watcher_${process.pid}_${(schemas += 1)}`;
    const admin = openDatabase({ dataDir: "", databaseUrl, poolSize: 1 });
    await sql
      .raw(`drop schema if exists ${searchPath} cascade; create schema ${searchPath}`)
      .execute(admin);
    await admin.destroy();
    const where = { dataDir: "", databaseUrl, searchPath };
    return { db: openDatabase({ ...where, poolSize: 4 }), where };
  };
  try {
    const runs = await runningSandboxRuns(sandboxUrl, UNFINISHED_RUNS);
    const few = runs.slice(0, WATCHER_TARGET.runs);
    const result = {
      unfinished_runs: runs.length,
      sqlite: {
        before: await measure(sqlite(), sandboxUrl, runs, false),
        after: await measure(sqlite(), sandboxUrl, runs, true),
      },
      postgres: {
        before: await measure(await postgres(), sandboxUrl, runs, false),
        after: await measure(await postgres(), sandboxUrl, runs, true),
      },
    };
    const measured = await measure(sqlite(), sandboxUrl, few, true);
    const met =
      measured.upstream_requests_per_s <= WATCHER_TARGET.requestsPerSecond &&
      measured.cpu_percent_of_core <= WATCHER_TARGET.cpuPercent;
    return { ...result, target: { ...WATCHER_TARGET, measured, met } };
  } finally {
    await sandbox.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    pg.stop();
  }
}

/** The figures beside their targets, for the terminal. */
export function printWatcherCost(bench: WatcherCostBench): void {
  console.log(
    `\nRun watcher at rest: ${bench.unfinished_runs} unfinished runs; upstream requests/s and CPU (% of a core)`,
  );
  const row = (figures: Figures) => ({
    "requests/s": figures.upstream_requests_per_s,
    "CPU %": figures.cpu_percent_of_core,
  });
  console.table({
    "SQLite, before (pushes not healthy)": row(bench.sqlite.before),
    "SQLite, after (webhook connected, pushes arriving)": row(bench.sqlite.after),
    "PostgreSQL, before": row(bench.postgres.before),
    "PostgreSQL, after": row(bench.postgres.after),
  });
  const { measured, met } = bench.target;
  console.log(
    `${measured.runs} unfinished runs, webhook connected: ${measured.upstream_requests_per_s} requests/s ` +
      `(target ≤ ${bench.target.requestsPerSecond}), ${measured.cpu_percent_of_core}% of a core ` +
      `(target ≤ ${bench.target.cpuPercent}%): ${met ? "met" : "NOT met"}`,
  );
}

if (process.argv[1]?.endsWith("watcher-cost.ts")) {
  measureWatcherCost()
    .then((bench) => {
      printWatcherCost(bench);
      console.log(JSON.stringify(bench, null, 2));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
