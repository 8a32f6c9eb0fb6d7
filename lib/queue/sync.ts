import "server-only";
import { monitoringAlertSchema, type MonitoringAlert } from "@/lib/api/schemas/monitoring";
import { getComplianceClient } from "@/lib/api/upstream";
import { getDb, type Db } from "@/lib/db";
import { fromJsonObject } from "@/lib/db/codec";
import { listUpstreamOpen, observeUpstream, type UpstreamObservation } from "@/lib/db/work-items";
import { ensureSandboxDemo } from "@/lib/flows/sandbox-seed";
import { parseHits, searchAlertIds, searchSubject } from "@/lib/screening/hits";
import { ensureScreeningIndex } from "@/lib/screening/freshness";
import { lookupSearch } from "@/lib/screening/indexing";
import {
  observeCddCase,
  observeFlowRun,
  observeMonitoringAlert,
  observeScreeningHit,
} from "./observe";
import { queueSyncState } from "./stale";

/**
 * Keeps the queue in step with the service. The upstream cannot list runs, searches or hits, so
 * the pass reads the console's local index (fed by events and lookups) for those, lists what the
 * service can list (monitoring alerts, CDD cases), and re-reads the searches behind open hits so
 * that a hit the service resolved closes here too. One pass at a time; at most one every few
 * seconds however many people have the queue open.
 */
const minIntervalMs = 5_000;
const maxAlertPages = 5;
const searchesPerPass = 20;

const state = queueSyncState;

/** Waits for a first pass; later calls start one in the background when the last is stale. */
export async function ensureQueueFresh(): Promise<void> {
  const current = (state.__queueSync ??= { at: 0 });
  if (current.pending && current.at === 0) return current.pending;
  if (current.pending || Date.now() - current.at < minIntervalMs) return;
  const first = current.at === 0;
  current.pending = syncQueue()
    .catch((error: unknown) => console.error("[console] queue sync failed:", error))
    .finally(() => {
      current.at = Date.now();
      current.pending = undefined;
    });
  if (first) await current.pending;
}

export async function syncQueue(now = () => new Date()): Promise<void> {
  await ensureSandboxDemo();
  await ensureScreeningIndex();
  const db = await getDb();
  const observe = (seen: UpstreamObservation) => observeUpstream(db, seen, now());
  // Each source on its own: one failing upstream list must not hide the others.
  const sources = [
    () => syncMonitoringAlerts(db, observe),
    () => syncCddCases(observe),
    () => syncScreeningHits(db, observe),
    () => syncFlowRuns(db, observe),
  ];
  for (const source of sources) {
    try {
      await source();
    } catch (error) {
      console.error("[console] a queue source could not be read:", error);
    }
  }
}

type Observe = (seen: UpstreamObservation) => Promise<unknown>;

async function syncMonitoringAlerts(db: Db, observe: Observe): Promise<void> {
  const client = await getComplianceClient();
  const seen = new Set<string>();
  let token: string | undefined;
  let pages = 0;
  do {
    const page = await client.listMonitoringAlerts({
      only_unacknowledged: true,
      page_size: 100,
      next_token: token,
    });
    for (const alert of page.items) {
      seen.add(alert.id);
      await observe(observeMonitoringAlert(alert));
    }
    token = page.next_token ?? undefined;
    pages += 1;
  } while (token && pages < maxAlertPages);
  // Only a complete list proves that an alert is no longer unacknowledged.
  if (token) return;
  for (const item of await listUpstreamOpen(db, "monitoring_alert", 500)) {
    if (seen.has(item.source_id)) continue;
    const previous = monitoringAlertSchema.safeParse(fromJsonObject(item.upstream_data));
    if (!previous.success) continue;
    const acknowledged: MonitoringAlert = {
      ...previous.data,
      acknowledged_at: previous.data.acknowledged_at ?? new Date().toISOString(),
    };
    await observe(observeMonitoringAlert(acknowledged));
  }
}

async function syncCddCases(observe: Observe): Promise<void> {
  const { cases } = await (await getComplianceClient()).listCdds();
  for (const cdd of cases) await observe(observeCddCase(cdd));
}

async function syncScreeningHits(db: Db, observe: Observe): Promise<void> {
  // Re-read the searches behind open hits first, so the index below is current for them.
  const open = await listUpstreamOpen(db, "screening_hit", 500);
  const searchIds = [...new Set(open.map((item) => item.parent_id).filter(Boolean))];
  for (const id of searchIds.slice(0, searchesPerPass) as string[]) {
    await lookupSearch(id, { indexAlerts: false }).catch((error: unknown) =>
      console.error("[console] queue could not re-read search", id, error),
    );
  }
  const rows = await db
    .selectFrom("screening_searches")
    .select(["id", "reference", "created_at", "data"])
    .where((eb) => eb.or([eb("hits_unresolved", ">", 0), eb("id", "in", ["", ...searchIds])]))
    .limit(1000)
    .execute();
  for (const row of rows) {
    const data = fromJsonObject(row.data) ?? {};
    const context = {
      searchId: row.id,
      searchReference: row.reference,
      subject: searchSubject(data),
      alertIds: searchAlertIds(data),
      searchCreatedAt: row.created_at,
    };
    for (const hit of parseHits(data)) await observe(observeScreeningHit(hit, context));
  }
}

/**
 * Runs change only when the index does (events, the watcher, lookups), so each pass reads only
 * the rows indexed since the previous one (with a margin for a write that was in flight).
 */
const runWatermark = globalThis as typeof globalThis & { __queueRunWatermark?: string };

async function syncFlowRuns(db: Db, observe: Observe): Promise<void> {
  const since = runWatermark.__queueRunWatermark;
  const startedAt = new Date(Date.now() - 5_000).toISOString();
  let query = db
    .selectFrom("flow_runs")
    .leftJoin("registered_flows", "registered_flows.id", "flow_runs.flow_id")
    .select([
      "flow_runs.id",
      "flow_runs.flow_id",
      "flow_runs.status",
      "flow_runs.degraded",
      "flow_runs.error_code",
      "flow_runs.completed_at",
      "flow_runs.triggered_at",
      "flow_runs.data",
      "registered_flows.name",
    ])
    .where((eb) =>
      eb.or([eb("flow_runs.status", "=", "FAILED"), eb("flow_runs.degraded", "=", 1)]),
    );
  if (since) query = query.where("flow_runs.indexed_at", ">=", since);
  const rows = await query.orderBy("flow_runs.triggered_at", "desc").limit(1000).execute();
  runWatermark.__queueRunWatermark = startedAt;
  for (const row of rows) {
    await observe(
      observeFlowRun({
        id: row.id,
        flowId: row.flow_id,
        flowName: row.name,
        status: row.status,
        degraded: row.degraded === 1,
        errorCode: row.error_code,
        completedAt: row.completed_at,
        triggeredAt: row.triggered_at,
        data: fromJsonObject(row.data) ?? { id: row.id, status: row.status },
      }),
    );
  }
}
