import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dialectOf, openDatabase } from "../lib/db/connection";
import { toFlowRunRow } from "../lib/db/flow-run-row";
import { sql } from "kysely";
import {
  countFlowRunsByScan,
  flowRunPageQuery,
  listFlowRuns,
  type FlowRunQuery,
} from "../lib/db/flow-runs-list";
import { makeRun } from "../lib/db/flow-runs.fixtures";
import { migrateToLatest } from "../lib/db/migrations";
import { claimRunLeases } from "../lib/db/run-leases";
import type { Db } from "../lib/db/schema";
import { LiveBus } from "../lib/events/bus";
import { PgLiveTransport } from "../lib/events/pg-transport";
import { percentile } from "./load";
import { benchPostgres } from "./pg-throwaway";

/**
 * The store's side of running several instances, SQLite beside PostgreSQL, measured in process
 * (no console server): the runs list over 100,000 runs (p50/p95 per page, filter and sort; before:
 * the total counted over the matching runs on every page, after: read from the kept counts), the
 * watcher's lease scan with 5,000 unfinished runs among them, and the cross-instance live latency
 * (an event published by instance A until instance B's bus delivers it, over NOTIFY). PostgreSQL:
 * BENCH_DATABASE_URL, or a throwaway cluster started with scripts/pg-cluster.sh.
 */
const RUNS = 100_000;
const UNFINISHED_EVERY = 20; // 5,000 unfinished runs
const REPEAT = 30;

type Figures = { p50: number; p95: number };

async function seed(db: Db): Promise<void> {
  const now = new Date();
  for (let start = 0; start < RUNS; start += 1_000) {
    const rows = Array.from({ length: 1_000 }, (_, k) => {
      const n = start + k;
      const status = n % UNFINISHED_EVERY === 0 ? "RUNNING" : ["COMPLETED", "FAILED"][n % 2];
      // Recent enough for the watcher's 24-hour window: one run every half second.
      const at = new Date(Date.now() - (RUNS - n) * 500).toISOString();
      const run = makeRun(n, { status, triggered_at: at, created_at: at });
      return { ...toFlowRunRow(run, now), source: "event" as const, indexed_at: now.toISOString() };
    });
    await db.insertInto("flow_runs").values(rows).execute();
  }
}

async function time(work: () => Promise<unknown>): Promise<Figures> {
  await work();
  const samples: number[] = [];
  for (let k = 0; k < REPEAT; k += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)) };
}

const scenarios: Record<string, FlowRunQuery> = {
  "page 1 (newest first)": {},
  "page 400 of 4000": { page: 400 },
  "status=FAILED": { status: ["FAILED"] },
  "flow + COMPLETED,FAILED": { flowId: "flow-1", status: ["COMPLETED", "FAILED"] },
  "sort duration asc": { sort: "duration", direction: "asc" },
  "sort completed_at desc, page 50": { sort: "completed_at", direction: "desc", page: 50 },
};

/** The list as it was: the total counted over the matching runs, then the page. */
async function listCountingRuns(db: Db, query: FlowRunQuery): Promise<void> {
  await countFlowRunsByScan(db, query);
  await flowRunPageQuery(db, query).execute();
}

async function measureStore(db: Db) {
  await migrateToLatest(db);
  await seed(db);
  // A store filled over weeks has planner statistics (autovacuum analyzes after bulk changes);
  // gather them now rather than wait. SQLite is left as the console leaves it (no ANALYZE).
  if (dialectOf(db) === "postgres") await sql`analyze flow_runs`.execute(db);
  const list: Record<string, Figures> = {};
  const listBefore: Record<string, Figures> = {};
  for (const [name, query] of Object.entries(scenarios)) {
    listBefore[name] = await time(() => listCountingRuns(db, query));
    list[name] = await time(() => listFlowRuns(db, query));
  }
  // Steady state: one instance holding every unfinished run renews and re-checks them each second.
  const scan = () =>
    claimRunLeases(db, {
      owner: "bench",
      now: new Date(),
      leaseMs: 10_000,
      maxWatchAgeMs: 24 * 60 * 60_000,
      claimLimit: 200,
    });
  for (let k = 0; k < RUNS / UNFINISHED_EVERY / 200 + 1; k += 1) await scan();
  const held = (await scan()).length;
  return { list_before: listBefore, list, watcher_scan_ms: await time(scan), runs_held: held };
}

async function crossInstanceLatency(databaseUrl: string): Promise<Figures & { events: number }> {
  const instances = [0, 1].map(() => {
    const db = openDatabase({ dataDir: "", databaseUrl, poolSize: 4 });
    const bus = new LiveBus(1_000);
    return { db, bus, transport: new PgLiveTransport(db, databaseUrl, bus) };
  });
  const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
  for (const instance of instances) await instance.transport.start();
  const samples: number[] = [];
  for (let k = 0; k < 200; k += 1) {
    const start = performance.now();
    const delivered = new Promise<void>((resolve) => {
      const stop = b.bus.subscribe(() => {
        stop();
        resolve();
      });
    });
    a.bus.publish("run.status", {
      runId: `bench-${k}`,
      flowId: null,
      status: "RUNNING",
      previousStatus: "QUEUED",
      source: "watcher",
    });
    await delivered;
    samples.push(performance.now() - start);
  }
  for (const instance of instances) {
    await instance.transport.stop();
    await instance.db.destroy();
  }
  samples.sort((x, y) => x - y);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    events: samples.length,
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
  };
}

export async function measureSharedStore() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-sqlite-"));
  const pg = await benchPostgres("store");
  const databaseUrl = pg.url;
  try {
    const sqlite = openDatabase({ dataDir: dir });
    const sqliteFigures = await measureStore(sqlite);
    await sqlite.destroy();
    const postgres = openDatabase({ dataDir: "", databaseUrl, poolSize: 4 });
    const postgresFigures = await measureStore(postgres);
    await postgres.destroy();
    return {
      runs: RUNS,
      unfinished_runs: RUNS / UNFINISHED_EVERY,
      sqlite: sqliteFigures,
      postgres: postgresFigures,
      cross_instance_live_ms: await crossInstanceLatency(databaseUrl),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    pg.stop();
  }
}

if (process.argv[1]?.endsWith("shared-store.ts")) {
  measureSharedStore()
    .then((figures) => console.log(JSON.stringify(figures, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
