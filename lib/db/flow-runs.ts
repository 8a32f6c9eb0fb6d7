import { fromJson, fromJsonObject, toIso, toJson } from "./codec";
import { toFlowRunRow, toFlowRunSummary, type FlowRunRow } from "./flow-run-row";
import type { FlowRunObject, FlowRunRecord } from "./flow-run-types";
import type { Db, FlowRunSource } from "./schema";

// The types live apart so flow-run-row.ts can use them without importing this file back.
export type { FlowRunObject, FlowRunRecord, FlowRunSummary } from "./flow-run-types";

export const TERMINAL_RUN_STATUSES = ["COMPLETED", "FAILED", "CANCELLED", "SKIPPED"] as const;

// A stub is older than anything the upstream can report, so the first real object replaces it.
const STUB_UPDATED_AT = "1970-01-01T00:00:00.000Z";

/**
 * Stores the run unless the index already holds a newer one (by `updated_at`): events, polls and
 * lookups arrive in any order. Returns true when the stored run changed.
 */
export async function upsertFlowRun(
  db: Db,
  run: FlowRunObject,
  options: { source: FlowRunSource; now: Date },
): Promise<boolean> {
  return (await upsertFlowRunRows(db, [toFlowRunRow(run, options.now)], options)).has(run.id);
}

/**
 * Several runs, already mapped (`toFlowRunRow`, at the same `now`), in one statement by the same
 * rule as `upsertFlowRun`; returns the ids whose stored run changed. At most one row per run id
 * (one statement cannot write a row twice).
 */
export async function upsertFlowRunRows(
  db: Db,
  runRows: readonly FlowRunRow[],
  { source, now }: { source: FlowRunSource; now: Date },
): Promise<Set<string>> {
  if (runRows.length === 0) return new Set();
  const indexedAt = toIso(now);
  const rows = await db
    .insertInto("flow_runs")
    .values(runRows.map((row) => ({ ...row, source, indexed_at: indexedAt })))
    .onConflict((oc) =>
      oc
        .column("id")
        .doUpdateSet((eb) => ({
          // Every column the upstream's object sets, from the incoming row.
          flow_id: eb.ref("excluded.flow_id"),
          flow_version_id: eb.ref("excluded.flow_version_id"),
          customer_id: eb.ref("excluded.customer_id"),
          status: eb.ref("excluded.status"),
          trigger_type: eb.ref("excluded.trigger_type"),
          triggered_at: eb.ref("excluded.triggered_at"),
          started_at: eb.ref("excluded.started_at"),
          completed_at: eb.ref("excluded.completed_at"),
          duration_ms: eb.ref("excluded.duration_ms"),
          updated_at: eb.ref("excluded.updated_at"),
          input: eb.ref("excluded.input"),
          has_output: eb.ref("excluded.has_output"),
          report_present: eb.ref("excluded.report_present"),
          degraded: eb.ref("excluded.degraded"),
          run_mode: eb.ref("excluded.run_mode"),
          error_code: eb.ref("excluded.error_code"),
          data: eb.ref("excluded.data"),
          indexed_at: indexedAt,
          // The upstream sees every console-triggered run as `service_account` (the console's key);
          // the analyst who pressed the button, recorded at trigger time, is what people need.
          triggered_by: eb
            .case()
            .when("flow_runs.source", "=", "triggered")
            .then(eb.ref("flow_runs.triggered_by"))
            .else(eb.ref("excluded.triggered_by"))
            .end(),
        }))
        .where((eb) =>
          eb.or([
            eb("excluded.updated_at", ">", eb.ref("flow_runs.updated_at")),
            eb.and([
              eb("excluded.updated_at", "=", eb.ref("flow_runs.updated_at")),
              eb.or([
                eb("flow_runs.data", "is", null),
                eb("excluded.data", "<>", eb.ref("flow_runs.data")),
              ]),
            ]),
          ]),
        ),
    )
    .returning("id")
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Records a run the console just triggered, before the upstream has reported anything, so it shows
 * in the list at once and the watcher starts polling it. Never overwrites a real run.
 */
export async function indexTriggeredRun(
  db: Db,
  run: { id: string; flowId: string; input: unknown; triggeredBy: string; now: Date },
): Promise<void> {
  const at = toIso(run.now);
  await db
    .insertInto("flow_runs")
    .values({
      id: run.id,
      flow_id: run.flowId,
      flow_version_id: null,
      customer_id: null,
      status: "QUEUED",
      trigger_type: "manual",
      triggered_by: run.triggeredBy,
      triggered_at: at,
      started_at: null,
      completed_at: null,
      duration_ms: null,
      updated_at: STUB_UPDATED_AT,
      input: toJson(run.input),
      has_output: 0,
      report_present: 0,
      degraded: 0,
      run_mode: null,
      error_code: null,
      data: null,
      indexed_at: at,
      source: "triggered",
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

export async function getFlowRun(db: Db, id: string): Promise<FlowRunRecord | undefined> {
  const row = await db.selectFrom("flow_runs").selectAll().where("id", "=", id).executeTakeFirst();
  return (
    row && { ...toFlowRunSummary(row), input: fromJson(row.input), data: fromJsonObject(row.data) }
  );
}
