import { randomUUID } from "node:crypto";
import type { SandboxContext } from "../../core/context";
import { pickupDelayMs, runDurationMs } from "./outcomes";
import { cancel, eventPayload, finish, newRun, skip, start, type Trigger } from "./run-state";
import { isTerminal, type FlowDefinition, type JsonObject, type RunRecord } from "./types";

/**
 * Every run of every customer, and the timers that move live runs along on the sandbox clock.
 * Runs are looked up by id and then checked against the caller's customer, so another customer's
 * run is indistinguishable from a missing one.
 */
export class RunStore {
  private readonly records = new Map<string, RunRecord>();

  constructor(private readonly context: SandboxContext) {}

  /** Drops every run and starts over from `seeded` (the core already cleared the clock's timers). */
  reset(seeded: RunRecord[]): void {
    this.records.clear();
    for (const record of seeded) this.records.set(record.run.id, record);
  }

  get(customerId: string, runId: string): RunRecord | undefined {
    const record = this.records.get(runId);
    return record?.run.customer_id === customerId ? record : undefined;
  }

  /** Any customer's run: the control plane has no customer. */
  find(runId: string): RunRecord | undefined {
    return this.records.get(runId);
  }

  seeded(customerId: string): RunRecord[] {
    return [...this.records.values()].filter(
      (record) => record.seeded && record.run.customer_id === customerId,
    );
  }

  /** Queues a run (or lets the trigger guard skip it) and schedules its pickup. */
  trigger(flow: FlowDefinition, input: JsonObject, trigger: Trigger): RunRecord {
    const { clock } = this.context;
    const record = newRun(flow, randomUUID(), input, trigger, clock.iso());
    this.records.set(record.run.id, record);
    if (flow.kind === "skipped") {
      skip(record, clock.iso());
      return record;
    }
    record.timer = clock.after(pickupDelayMs, () => {
      start(record, clock.iso());
      record.timer = clock.after(runDurationMs[flow.kind], () =>
        this.finishNow(record, flow.kind === "failing" ? "FAILED" : "COMPLETED"),
      );
    });
    return record;
  }

  /** Ends a non-terminal run now and announces it: the only place flow run events come from. */
  finishNow(record: RunRecord, status: "COMPLETED" | "FAILED"): void {
    if (isTerminal(record.run.status)) return;
    this.stopTimer(record);
    finish(record, status, this.context.clock.iso());
    const type = status === "COMPLETED" ? "flow_run_completed" : "flow_run_failed";
    this.context.emit(record.run.customer_id, type, record.run.id, eventPayload(record.run));
  }

  /** CANCELLED is terminal but announced by no event (spec 3.1, §6 rule 1). */
  cancelNow(record: RunRecord): void {
    if (isTerminal(record.run.status)) return;
    this.stopTimer(record);
    cancel(record, this.context.clock.iso());
  }

  private stopTimer(record: RunRecord): void {
    if (record.timer !== undefined) this.context.clock.cancel(record.timer);
    record.timer = undefined;
  }
}
