import { openDatabase } from "../lib/db/connection";
import { findUserByEmail } from "../lib/db/users";
import type { WorkItemsTable } from "../lib/db/schema";

/**
 * 5,000 work items for the queue benchmark, written straight into the console's store while it
 * runs (as runs-fixtures.ts does for runs). Deterministic; a mix of kinds, console states,
 * severities, ages over 90 days and assignees (a quarter the signed-in bench user's), so every
 * filter of the queue has something to find. Their upstream state is "closed at the service"
 * with ids the sandbox does not know, so the queue's sync leaves them alone: the benchmark
 * measures the queue's reads, not the sandbox.
 */
export const BENCH_ITEM_COUNT = 5_000;

const kinds = ["screening_hit", "monitoring_alert", "cdd_case", "flow_run"];
const states = ["open", "open", "open", "escalated", "waiting", "closed", "closed"];
const dayMs = 24 * 60 * 60 * 1000;

function benchItem(n: number, now: number, me: { id: string; email: string }): WorkItemsTable {
  const kind = kinds[n % kinds.length];
  // Different strides per attribute, so that kinds, states, owners and severities all combine.
  const state = states[Math.floor(n / 4) % states.length];
  const opened = new Date(now - ((n * 7_919_000) % (90 * dayMs))).toISOString();
  const slot = Math.floor(n / 3) % 4;
  const owner =
    slot === 0
      ? me
      : slot === 1
        ? { id: `colleague-${n % 9}`, email: `c${n % 9}@bench.example` }
        : null;
  const sourceId = `bench-${String(n).padStart(5, "0")}`;
  return {
    id: `${kind}:${sourceId}`,
    kind,
    source_id: sourceId,
    parent_id: null,
    title: `Bench item ${n}`,
    summary: null,
    severity: 1 + (Math.floor(n / 5) % 3),
    state,
    decision: state === "closed" ? "dismissed" : null,
    decision_reason: state === "closed" ? "bench" : null,
    decided_by: state === "closed" ? (owner?.id ?? null) : null,
    decided_at: state === "closed" ? opened : null,
    assignee_id: owner?.id ?? null,
    assignee_email: owner?.email ?? null,
    upstream_state: "BENCH",
    upstream_open: 0,
    upstream_data: JSON.stringify({ id: sourceId, n }),
    upstream_seen_at: opened,
    opened_at: opened,
    created_at: opened,
    updated_at: opened,
  };
}

/** Inserts the items in one transaction; returns how long that took (ms). */
export async function insertBenchItems(dataDir: string, userEmail: string): Promise<number> {
  const db = openDatabase({ dataDir });
  const began = performance.now();
  try {
    const user = await findUserByEmail(db, userEmail);
    if (!user) throw new Error(`no user ${userEmail} in the bench store`);
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < BENCH_ITEM_COUNT; start += 250) {
        const rows = Array.from({ length: Math.min(250, BENCH_ITEM_COUNT - start) }, (_, k) =>
          benchItem(start + k, now, user),
        );
        await trx
          .insertInto("work_items")
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
