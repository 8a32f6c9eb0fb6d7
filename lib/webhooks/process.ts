import type { WebhookEventType } from "@/lib/api/schemas/webhook";
import { eventTypeFromName, parseEventPayload, type ParsedEvent } from "@/lib/api/schemas/events";
import type { InboundEventRecord } from "@/lib/db/inbound-events";
import { getKv, KV_KEYS, setKv } from "@/lib/db/kv";
import type { FlowRunObject } from "@/lib/db/flow-runs";
import type { Db } from "@/lib/db/schema";
import { upsertScreeningAlert } from "@/lib/db/screening-alerts";
import { upsertScreeningSearch } from "@/lib/db/screening-searches";
import type { LiveBus } from "@/lib/events/bus";
import { recordRunUpdate } from "@/lib/events/run-updates";
import { markQueueStale } from "@/lib/queue/stale";
import { targetIdOf } from "./targets";

export interface ProcessDeps {
  db: Db;
  bus: LiveBus;
  now: () => Date;
  /** The customer's unacknowledged monitoring alert count, asked of the service. */
  fetchUnacknowledgedCount: () => Promise<number>;
  /** Short-circuits the run watcher's next poll of a run an event just reported. */
  onRunEvent: (runId: string, status: string) => void;
}

/** Last known CDD state per case, kept in kv: the upstream announces case changes only by event. */
export const cddStateKey = (id: string) => `cdd.state:${id}`;

/**
 * Applies one verified, stored delivery: updates the local index and announces it on the live bus.
 * Returns the processing error to record (null on success); never throws for a bad payload.
 */
export async function processInboundEvent(
  record: InboundEventRecord,
  deps: ProcessDeps,
): Promise<{ error: string | null }> {
  const type =
    (record.eventType as WebhookEventType | null) ??
    (record.eventName ? (eventTypeFromName(record.eventName) ?? null) : null);
  let error: string | null = null;
  try {
    if (!type) throw new Error(`Unknown event name: ${record.eventName ?? "(none)"}`);
    const raw = JSON.parse(record.payload) as unknown;
    const parsed = parseEventPayload(type, raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `The payload does not match ${type}: ${issue?.path.join(".") || "body"} ${issue?.message ?? ""}`.trim(),
      );
    }
    await apply(parsed.event, raw, deps);
    markQueueStale();
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  deps.bus.publish(
    "webhook.delivery",
    {
      inboundId: record.id,
      eventType: type,
      targetType: record.targetType,
      targetId: targetIdOf(type, record.payload),
      signatureValid: record.signatureValid,
      processError: error,
      receivedAt: record.receivedAt,
    },
    { audience: "admin", now: deps.now() },
  );
  return { error };
}

async function apply(event: ParsedEvent, raw: unknown, deps: ProcessDeps): Promise<void> {
  const { db, bus, now } = deps;
  switch (event.type) {
    case "flow_run_completed":
    case "flow_run_failed": {
      // The index keeps the object as delivered; the schema only vouched for it.
      const run = raw as FlowRunObject;
      await recordRunUpdate({ db, bus, now }, run, "inbound");
      deps.onRunEvent(run.id, run.status);
      return;
    }
    case "cdd_state_changed":
    case "cdd_document_fetched": {
      const cdd = event.payload;
      const previous = await getKv(db, cddStateKey(cdd.id));
      const previousState = readState(previous?.value);
      // An older snapshot arriving late (a retry, a replay) must not undo a newer state.
      if (isOlder(cdd.updated_at, readUpdatedAt(previous?.value))) return;
      await setKv(db, cddStateKey(cdd.id), { state: cdd.state, updated_at: cdd.updated_at }, now());
      bus.publish(
        "cdd.changed",
        {
          cddId: cdd.id,
          state: cdd.state,
          previousState,
          change: event.type === "cdd_state_changed" ? "state" : "document",
          documentCount: cdd.documents.length,
        },
        { now: now() },
      );
      return;
    }
    case "monitoring_alert_fired": {
      const count = await unacknowledgedCount(deps);
      bus.publish(
        "monitoring.alert",
        {
          alertId: event.payload.alert_id,
          monitoringId: event.payload.monitoring_id,
          check: event.payload.type ?? null,
          reason: event.payload.details?.reason ?? null,
          unacknowledgedCount: count,
        },
        { now: now() },
      );
      return;
    }
    case "search_completed": {
      const search = raw as { id: string };
      await upsertScreeningSearch(db, search, now());
      bus.publish(
        "screening.search_completed",
        {
          searchId: event.payload.id,
          reference: event.payload.reference ?? null,
          status: event.payload.status,
          unresolvedHits: event.payload.hit_counts?.UNRESOLVED ?? null,
        },
        { now: now() },
      );
      return;
    }
    case "alert_remediated": {
      await upsertScreeningAlert(db, raw as { id: string }, now());
      bus.publish(
        "screening.alert_remediated",
        {
          alertId: event.payload.id,
          reference: event.payload.reference ?? null,
          remediationStatus: event.payload.remediation_status ?? null,
        },
        { now: now() },
      );
      return;
    }
  }
}

/**
 * Asks the service for the new count (it knows acknowledgements the console never hears of);
 * when it cannot be asked, the last known count plus this alert stands in.
 */
async function unacknowledgedCount(deps: ProcessDeps): Promise<number | null> {
  const key = KV_KEYS.monitoringUnacknowledgedCount;
  let count: number | null;
  try {
    count = await deps.fetchUnacknowledgedCount();
  } catch {
    const previous = (await getKv(deps.db, key))?.value;
    count = typeof previous === "number" ? previous + 1 : null;
  }
  if (count !== null) await setKv(deps.db, key, count, deps.now());
  return count;
}

function readUpdatedAt(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const at = (value as { updated_at?: unknown }).updated_at;
  return typeof at === "string" ? at : null;
}

/** Compared as instants: the service's timestamps vary in precision and offset. */
function isOlder(candidate: string, known: string | null): boolean {
  if (!known) return false;
  const a = Date.parse(candidate);
  const b = Date.parse(known);
  return Number.isFinite(a) && Number.isFinite(b) && a < b;
}

function readState(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const state = (value as { state?: unknown }).state;
  return typeof state === "string" ? state : null;
}
