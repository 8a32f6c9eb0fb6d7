import "server-only";
import { CDD_STATES } from "@/lib/api/schemas/cdd";
import type { MonitoringAlert } from "@/lib/api/schemas/monitoring";
import { getComplianceClient } from "@/lib/api/upstream";
import { getDb } from "@/lib/db";
import { TERMINAL_RUN_STATUSES, type FlowRunSummary } from "@/lib/db/flow-runs";
import { listFlowRuns } from "@/lib/db/flow-runs-list";
import { countScreeningSearches } from "@/lib/db/screening-searches-list";
import { ensureScreeningIndex } from "@/lib/screening/freshness";
import { bucketByDay } from "./days";
import {
  ALERT_SERIES,
  RUN_OUTCOMES,
  type CddOverview,
  type MonitoringOverview,
  type RunOutcome,
  type RunsOverview,
  type ScreeningOverview,
} from "./types";

/** One reader per overview section; `build-overview.ts` runs them side by side. */

const alertPageSize = 100;
const maxAlertPages = 30;
const runPageSize = 100;
const maxRunPages = 50;

export async function monitoringSection(
  windowStart: Date,
  days: string[],
): Promise<MonitoringOverview> {
  const client = await getComplianceClient();
  const alerts: MonitoringAlert[] = [];
  let token: string | undefined;
  let pages = 0;
  // The bound is strict, so one millisecond earlier includes alerts at the first midnight.
  const after = new Date(windowStart.getTime() - 1).toISOString();
  do {
    const page = await client.listMonitoringAlerts({
      page_size: alertPageSize,
      execution_time_after: after,
      next_token: token,
    });
    alerts.push(...page.items);
    token = page.next_token ?? undefined;
    pages += 1;
  } while (token && pages < maxAlertPages);
  return {
    alertsPerDay: bucketByDay(
      alerts.map((alert) => ({
        at: alert.execution_time,
        series: alert.acknowledged_at ? ("acknowledged" as const) : ("unacknowledged" as const),
      })),
      days,
      ALERT_SERIES,
    ),
    alertsInWindow: alerts.length,
    truncated: Boolean(token),
  };
}

function outcome(run: FlowRunSummary): RunOutcome | undefined {
  if (run.status === "QUEUED" || run.status === "RUNNING") return "IN_PROGRESS";
  return (TERMINAL_RUN_STATUSES as readonly string[]).includes(run.status)
    ? (run.status as RunOutcome)
    : undefined;
}

export async function runsSection(
  now: Date,
  windowStart: Date,
  days: string[],
): Promise<RunsOverview> {
  const db = await getDb();
  const failedSince = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const [running, queued, failed] = await Promise.all([
    listFlowRuns(db, { status: ["RUNNING"], pageSize: 1 }),
    listFlowRuns(db, { status: ["QUEUED"], pageSize: 1 }),
    listFlowRuns(db, { status: ["FAILED"], triggeredFrom: failedSince, pageSize: 1 }),
  ]);
  const runs: FlowRunSummary[] = [];
  let page = 1;
  let total = 0;
  do {
    const result = await listFlowRuns(db, {
      triggeredFrom: windowStart,
      pageSize: runPageSize,
      page,
    });
    runs.push(...result.items);
    total = result.total;
    page += 1;
  } while (runs.length < total && page <= maxRunPages);
  const perDay = bucketByDay(
    runs.flatMap((run) => {
      const series = outcome(run);
      return series ? [{ at: run.triggeredAt, series }] : [];
    }),
    days,
    RUN_OUTCOMES,
  );
  return {
    running: running.total,
    queued: queued.total,
    failedLast24h: failed.total,
    failedSince: failedSince.toISOString(),
    perDay,
    truncated: runs.length < total,
  };
}

export async function cddSection(): Promise<CddOverview> {
  const { cases, count } = await (await getComplianceClient()).listCdds();
  const counts = new Map<string, number>(CDD_STATES.map((state) => [state, 0]));
  for (const item of cases) counts.set(item.state, (counts.get(item.state) ?? 0) + 1);
  return {
    total: Math.max(count, cases.length),
    byState: [...counts].map(([state, value]) => ({ state, count: value })),
  };
}

export async function screeningSection(): Promise<ScreeningOverview> {
  await ensureScreeningIndex();
  const { byStatus, hits } = await countScreeningSearches(await getDb());
  return {
    unresolvedHits: hits.UNRESOLVED,
    hits: hits.total,
    searches: Object.values(byStatus).reduce((sum, value) => sum + value, 0),
  };
}
