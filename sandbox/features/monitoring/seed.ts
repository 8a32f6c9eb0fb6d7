import type { Rng } from "../../core/random";
import { applyExecution } from "./execute";
import {
  checkTypes,
  dayMs,
  frequencies,
  frequencyMs,
  type CheckType,
  type CustomerMonitoring,
  type ExecutionStatus,
  type Monitoring,
} from "./types";
import { failedChecksFor, merchantWebsites } from "./vocabulary";

const hourMs = 60 * 60 * 1000;
const historyMs = 90 * dayMs;
const iso = (ms: number) => new Date(ms).toISOString();

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = rng.int(0, index);
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/**
 * One customer's monitorings with about 90 days of executions and alerts, all offsets back from
 * `anchor`. The roles below are fixed by position, so every customer gets every state, frequency and
 * check type, some inactive and some never-executed monitorings, whatever the seed.
 */
export function seedCustomerMonitoring(
  customerId: string,
  count: number,
  anchor: number,
  rng: Rng,
): CustomerMonitoring {
  const state: CustomerMonitoring = { monitorings: [], executions: [], alerts: [] };
  const websites = shuffled(merchantWebsites, rng).slice(0, count);
  websites.forEach((website, k) => {
    const running = k % 10 === 7;
    const failed = k % 9 === 4;
    const neverRun = k % 8 === 2;
    const inactive = k % 6 === 5 && !running;
    const first = checkTypes[k % checkTypes.length];
    const checks: CheckType[] = [
      first,
      ...checkTypes.filter((c) => c !== first && rng.chance(0.5)),
    ];
    const frequency = frequencies[k % frequencies.length];
    const created = neverRun
      ? anchor - rng.int(1, 6) * dayMs - rng.int(0, 23) * hourMs
      : anchor -
        rng.int(k % 7 === 3 ? 20 : 95, k % 7 === 3 ? 80 : 420) * dayMs -
        rng.int(0, 23) * hourMs;
    const monitoring: Monitoring = {
      id: rng.uuid(),
      website,
      customer_id: customerId,
      checks,
      frequency,
      is_active: !inactive,
      state: "IDLE",
      next_execution_at: inactive ? null : iso(anchor + rng.int(1, 48) * hourMs),
      expires_at: iso(created + 3 * 365 * dayMs),
      last_execution_at: null,
      created_at: iso(created),
      updated_at: iso(created),
      latest_execution_result: null,
      external_id: rng.chance(0.4) ? `MRC-${rng.int(10000, 99999)}` : null,
    };
    state.monitorings.push(monitoring);
    if (neverRun) return;

    const period = frequencyMs[frequency];
    // The newest run sits one period before the next one, which falls in the coming days (or just
    // before the anchor for a monitoring that is running now); an inactive one stopped weeks ago.
    const last = inactive
      ? anchor - rng.int(5, 60) * dayMs - rng.int(0, 23) * hourMs
      : running
        ? anchor - rng.int(0, 2 * 60) * 60_000 - period
        : anchor + rng.int(1, Math.floor(period / hourMs) - 1) * hourMs - period;
    const times: number[] = [];
    for (let at = last; at >= Math.max(created, anchor - historyMs); at -= period)
      times.unshift(at);
    times.forEach((at, index) => {
      const newest = index === times.length - 1;
      const roll = rng.next();
      let status: ExecutionStatus =
        roll < 0.05 ? "ERROR" : roll < 0.35 ? "CHECKS_FAILED" : "PASSED";
      if (newest) status = failed ? "ERROR" : status === "ERROR" ? "PASSED" : status;
      const executedAt = at + rng.int(0, 300) * 1000;
      applyExecution(state, monitoring, {
        executionId: rng.uuid(),
        at: executedAt,
        status,
        alert:
          status === "CHECKS_FAILED"
            ? {
                id: rng.uuid(),
                createdAt: executedAt + rng.int(30, 300) * 1000,
                failedChecks: failedChecksFor(checks, rng),
              }
            : undefined,
      });
    });
    if (inactive)
      monitoring.updated_at = iso(Date.parse(monitoring.updated_at) + rng.int(1, 3) * dayMs);
    if (running) {
      monitoring.state = "RUNNING";
      monitoring.updated_at = monitoring.next_execution_at ?? monitoring.updated_at;
    }
  });
  acknowledgeOlderAlerts(state, anchor, rng);
  return state;
}

/** Analysts work through alerts over time: old ones are mostly acknowledged, recent ones mostly not. */
function acknowledgeOlderAlerts(state: CustomerMonitoring, anchor: number, rng: Rng): void {
  for (const alert of state.alerts) {
    const created = Date.parse(alert.created_at);
    const age = anchor - created;
    const probability = age > 14 * dayMs ? 0.85 : age > 3 * dayMs ? 0.5 : 0.15;
    if (!rng.chance(probability)) continue;
    const delay = rng.int(1, Math.max(1, Math.floor(Math.min(age, 5 * dayMs) / hourMs))) * hourMs;
    alert.acknowledged_at = iso(Math.min(created + delay, anchor));
  }
}
