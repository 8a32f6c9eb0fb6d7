import { randomUUID } from "node:crypto";
import type { SandboxContext } from "../../core/context";
import { familyError } from "../../core/errors";
import type { Rng } from "../../core/random";
import { applyExecution, type ExecutionOutcome } from "./execute";
import type { MonitoringStore } from "./store";
import type { ExecutionStatus, Monitoring, MonitoringAlert } from "./types";
import { failedChecksFor } from "./vocabulary";

/**
 * The live side of monitoring: every `monitoringIntervalMs` of sandbox time, per customer, the
 * active monitoring whose next run is soonest executes (the sandbox compresses the weekly schedule
 * so that lists move while someone watches), and now and then an older alert is acknowledged, as if
 * by a colleague elsewhere. Everything runs on the sandbox clock, so tests advance it instead of
 * waiting.
 */
export class MonitoringRunner {
  /** Monitoring id → the clock timer that finishes its current live execution. */
  private readonly running = new Map<string, number>();
  private readonly rngs = new Map<string, Rng>();

  constructor(
    private readonly context: SandboxContext,
    private readonly store: MonitoringStore,
  ) {}

  /** Called after the store was reseeded; the clock's timers were already cleared. */
  reset(): void {
    this.running.clear();
    this.rngs.clear();
    for (const customerId of this.store.customerIds()) {
      this.rngs.set(customerId, this.context.rng(`monitoring-live:${customerId}`));
      this.scheduleTick(customerId);
    }
  }

  /** Executes a monitoring at once (the due one when none is named) and finishes it. */
  runNow(customerId: string, monitoringId?: string, alert?: boolean) {
    const monitoring = monitoringId
      ? this.store.monitoring(customerId, monitoringId)
      : this.due(customerId);
    if (!monitoring) throw familyError("error", 409, "No active monitoring to run");
    return { monitoring, ...this.finish(customerId, monitoring, alert) };
  }

  private scheduleTick(customerId: string): void {
    this.context.clock.after(this.context.config.monitoringIntervalMs, () => {
      this.scheduleTick(customerId);
      this.tick(customerId);
    });
  }

  private tick(customerId: string): void {
    const rng = this.rng(customerId);
    if (rng.chance(0.3)) this.acknowledgeOne(customerId, rng);
    const monitoring = this.due(customerId);
    if (!monitoring) return;
    const now = this.context.clock.now();
    monitoring.state = "RUNNING";
    monitoring.updated_at = new Date(now).toISOString();
    const runMs = Math.max(
      1,
      Math.min(30_000, Math.floor(this.context.config.monitoringIntervalMs / 3)),
    );
    const timer = this.context.clock.after(runMs, () => this.finish(customerId, monitoring));
    this.running.set(monitoring.id, timer);
  }

  private due(customerId: string): Monitoring | undefined {
    const candidates = this.store
      .of(customerId)
      .monitorings.filter((monitoring) => monitoring.is_active && !this.running.has(monitoring.id));
    const nextRun = (monitoring: Monitoring) =>
      monitoring.next_execution_at ? Date.parse(monitoring.next_execution_at) : 0;
    return candidates.sort((a, b) => nextRun(a) - nextRun(b))[0];
  }

  private finish(customerId: string, monitoring: Monitoring, alert?: boolean): ExecutionOutcome {
    const timer = this.running.get(monitoring.id);
    if (timer !== undefined) this.context.clock.cancel(timer);
    this.running.delete(monitoring.id);
    const rng = this.rng(customerId);
    const roll = rng.next();
    const status: ExecutionStatus =
      alert === true
        ? "CHECKS_FAILED"
        : alert === false
          ? "PASSED"
          : roll < 0.1
            ? "ERROR"
            : roll < 0.5
              ? "CHECKS_FAILED"
              : "PASSED";
    const now = Math.floor(this.context.clock.now());
    const outcome = applyExecution(this.store.of(customerId), monitoring, {
      executionId: randomUUID(),
      at: now,
      status,
      alert:
        status === "CHECKS_FAILED"
          ? {
              id: randomUUID(),
              createdAt: now,
              failedChecks: failedChecksFor(monitoring.checks, rng),
            }
          : undefined,
    });
    if (outcome.alert) this.announce(customerId, outcome.alert);
    return outcome;
  }

  private announce(customerId: string, alert: MonitoringAlert): void {
    const [first] = alert.failed_checks;
    this.context.emit(customerId, "monitoring_alert_fired", alert.id, {
      alert_id: alert.id,
      monitoring_id: alert.monitoring_id,
      type: first.check,
      details: { reason: first.explanation, triggered_at: alert.created_at },
    });
  }

  private acknowledgeOne(customerId: string, rng: Rng): void {
    // Only alerts older than one interval, so a freshly fired alert stays visible for a while.
    const cutoff = this.context.clock.now() - this.context.config.monitoringIntervalMs;
    const open = this.store
      .of(customerId)
      .alerts.filter(
        (alert) => alert.acknowledged_at === null && Date.parse(alert.created_at) <= cutoff,
      );
    if (open.length > 0) rng.pick(open).acknowledged_at = this.context.clock.iso();
  }

  private rng(customerId: string): Rng {
    let rng = this.rngs.get(customerId);
    if (!rng) {
      rng = this.context.rng(`monitoring-live:${customerId}`);
      this.rngs.set(customerId, rng);
    }
    return rng;
  }
}
