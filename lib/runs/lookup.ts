import "server-only";
import type { FlowRun } from "@/lib/api/schemas/flow-run";
import { getComplianceClient } from "@/lib/api/upstream";
import { getDb } from "@/lib/db";
import { getFlowRun, upsertFlowRun } from "@/lib/db/flow-runs";
import { getLiveBus } from "@/lib/events/bus";
import type { FlowRunSource } from "@/lib/db/schema";

/** Runs a task once the answer has gone out (Next's `after` in a page). */
export type Later = (task: () => Promise<void>) => void;

/**
 * Reads one run from the upstream and keeps the local index in step with it: the upstream cannot
 * list runs, so every run anyone looks up joins the index (docs/architecture.md, "How data flows").
 * With `later`, the index is written once the answer is out: a page renders from the upstream's
 * answer and does not wait for the store (a run with a 1 MiB report is a 1 MiB row to compare and
 * write, on the same thread that renders the page).
 */
export async function lookupRun(
  runId: string,
  source: FlowRunSource = "lookup",
  later?: Later,
): Promise<FlowRun> {
  const run = await (await getComplianceClient()).getFlowRun(runId);
  const index = () => indexAndAnnounce(run, source);
  if (later) later(index);
  else await index();
  return run;
}

/**
 * A change a lookup sees first is announced on the live bus like one the watcher sees, so other
 * open pages update too (lib/events/run-updates.ts does the same for the watcher and webhooks;
 * whichever of them writes the change first announces it, the others find nothing changed).
 */
async function indexAndAnnounce(run: FlowRun, source: FlowRunSource): Promise<void> {
  try {
    const db = await getDb();
    const now = new Date();
    const before = await getFlowRun(db, run.id);
    const changed = await upsertFlowRun(db, run, { source, now });
    const previousStatus = before?.status ?? null;
    if (!changed || previousStatus === run.status) return;
    getLiveBus().publish(
      "run.status",
      { runId: run.id, flowId: run.flow_id, status: run.status, previousStatus, source: "watcher" },
      { now },
    );
  } catch (error) {
    // The analyst asked for the run, not for the index: a store hiccup must not hide the answer.
    console.error("[console] could not index flow run", run.id, error);
  }
}
