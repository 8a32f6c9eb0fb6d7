import { openDatabase } from "../lib/db/connection";
import { toFlowRunRow } from "../lib/db/flow-run-row";
import type { FlowRunObject } from "../lib/db/flow-runs";

/**
 * 10,000 indexed runs for the runs-list benchmark, written straight into the console's store
 * (SQLite in WAL mode takes a second writer) while the console runs. Deterministic: run n is
 * always the same. All are terminal, so neither the watcher nor the list's refresh polls the
 * upstream about them: the benchmark measures the index, not the sandbox.
 */
export const BENCH_RUN_COUNT = 10_000;

const statuses: [string, number][] = [
  ["COMPLETED", 0.72],
  ["FAILED", 0.12],
  ["SKIPPED", 0.09],
  ["CANCELLED", 0.07],
];
const triggers = ["manual", "api", "schedule", "external_event", "evaluation"];
const dayMs = 24 * 60 * 60 * 1000;

// A small deterministic PRNG (mulberry32), so two benchmark runs index the same data.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick(next: () => number): string {
  let roll = next();
  for (const [status, weight] of statuses) {
    if ((roll -= weight) < 0) return status;
  }
  return statuses[0][0];
}

export function benchRun(n: number, flowIds: readonly string[], now: number): FlowRunObject {
  const next = random(n + 1);
  const status = pick(next);
  const triggered = now - Math.floor(next() * 90 * dayMs);
  const started =
    status === "SKIPPED" ? undefined : triggered + Math.floor(1_000 + next() * 30_000);
  const completed = (started ?? triggered) + Math.floor(5_000 + next() * 600_000);
  const iso = (ms: number | undefined) =>
    ms === undefined ? undefined : new Date(ms).toISOString();
  const trigger = triggers[Math.floor(next() * triggers.length)];
  return {
    id: `b0000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    customer_id: "northwind",
    flow_id: flowIds[n % flowIds.length],
    flow_version_id: "bench-version",
    status,
    trigger_type: trigger,
    triggered_by: trigger === "manual" ? `analyst${n % 12}@bench.example` : "service_account",
    triggered_at: iso(triggered),
    created_at: iso(triggered),
    updated_at: iso(completed),
    started_at: iso(started),
    completed_at: iso(completed),
    input: { company_name: `Bench Company ${n}`, country_code: "GB" },
    ...(status === "COMPLETED" && { report: `# Run ${n}`, output_ref: `outputs/${n}.json` }),
    ...(status === "FAILED" && {
      error: {
        code: "REGISTRY_TIMEOUT",
        message: "The registry did not answer",
        step: "lookup",
        transient: true,
      },
    }),
  };
}

/** Inserts the runs in one transaction; returns how long that took. */
export async function indexBenchRuns(dataDir: string, flowIds: readonly string[]): Promise<number> {
  const db = openDatabase({ dataDir });
  const began = performance.now();
  const now = Date.now();
  const at = new Date(now);
  try {
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < BENCH_RUN_COUNT; start += 500) {
        const rows = Array.from({ length: Math.min(500, BENCH_RUN_COUNT - start) }, (_, k) => ({
          ...toFlowRunRow(benchRun(start + k, flowIds, now), at),
          source: "event" as const,
          indexed_at: at.toISOString(),
        }));
        await trx
          .insertInto("flow_runs")
          .values(rows)
          .onConflict((oc) => oc.column("id").doNothing())
          .execute();
      }
    });
  } finally {
    await db.destroy();
  }
  return Math.round(performance.now() - began);
}
