/** The answer of `GET /api/overview`: each section stands alone, so one failing source hides nothing else. */

export type OverviewSection<T> =
  { ok: true; data: T } | { ok: false; error: { code: string; message: string } };

export const RUN_OUTCOMES = ["COMPLETED", "FAILED", "CANCELLED", "SKIPPED", "IN_PROGRESS"] as const;
export type RunOutcome = (typeof RUN_OUTCOMES)[number];

export const ALERT_SERIES = ["unacknowledged", "acknowledged"] as const;
export type AlertSeries = (typeof ALERT_SERIES)[number];

export interface DayCounts<K extends string> {
  /** UTC calendar day, `YYYY-MM-DD`. */
  day: string;
  counts: Record<K, number>;
}

export interface MonitoringOverview {
  alertsPerDay: DayCounts<AlertSeries>[];
  alertsInWindow: number;
  /** More alerts than one overview reads; the oldest days may then be short. */
  truncated: boolean;
}

export interface RunsOverview {
  running: number;
  queued: number;
  failedLast24h: number;
  /** Start of the 24 hours, so the figure's link lists exactly what it counts. */
  failedSince: string;
  perDay: DayCounts<RunOutcome>[];
  truncated: boolean;
}

export interface CddOverview {
  total: number;
  byState: { state: string; count: number }[];
}

export interface ScreeningOverview {
  unresolvedHits: number;
  hits: number;
  searches: number;
}

export interface OverviewData {
  generatedAt: string;
  windowDays: number;
  /** Midnight UTC of the first charted day. */
  windowStart: string;
  monitoring: OverviewSection<MonitoringOverview>;
  runs: OverviewSection<RunsOverview>;
  cdd: OverviewSection<CddOverview>;
  screening: OverviewSection<ScreeningOverview>;
}
