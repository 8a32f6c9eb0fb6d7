import type { WebhookEventType } from "@/lib/api/schemas/webhook";
import { eventTypeFromName, parseEventPayload, type ParsedEvent } from "@/lib/api/schemas/events";
import type { InboundEventRecord } from "@/lib/db/inbound-events";
import { getKv, KV_KEYS, setKv } from "@/lib/db/kv";
import type { FlowRunObject } from "@/lib/db/flow-runs";
import type { Db } from "@/lib/db/schema";
import { upsertScreeningAlert } from "@/lib/db/screening-alerts";
import { upsertScreeningSearch } from "@/lib/db/screening-searches";
import type { LiveBus } from "@/lib/events/bus";
import { recordRunUpdates } from "@/lib/events/run-updates";
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
  const [{ error }] = await processInboundEvents([record], deps);
  return { error };
}

type Decoded = { ok: true; event: ParsedEvent; raw: unknown } | { ok: false; error: string };

/**
 * Applies a batch of stored deliveries, with one outcome per record, in order. Run completions,
 * nearly all of the traffic, are recorded together (one read and one write for the whole batch,
 * lib/events/run-updates.ts); the rarer kinds one by one.
 */
export async function processInboundEvents(
  records: readonly InboundEventRecord[],
  deps: ProcessDeps,
): Promise<{ id: number; error: string | null }[]> {
  const types = records.map(typeOf);
  const errors: (string | null)[] = records.map(() => null);
  const runs: { index: number; run: FlowRunObject }[] = [];
  for (const [index, record] of records.entries()) {
    const decoded = decode(types[index], record);
    if (!decoded.ok) {
      errors[index] = decoded.error;
    } else if (
      decoded.event.type === "flow_run_completed" ||
      decoded.event.type === "flow_run_failed"
    ) {
      // The index keeps the object as delivered; the schema only vouched for it.
      runs.push({ index, run: decoded.raw as FlowRunObject });
    } else {
      errors[index] = await applied(() => apply(decoded.event, decoded.raw, deps));
    }
  }
  for (const [position, error] of (await recordRuns(runs, deps)).entries()) {
    errors[runs[position].index] = error;
  }
  for (const { index, run } of runs) {
    if (errors[index] === null) deps.onRunEvent(run.id, run.status);
  }
  if (errors.some((error) => error === null)) markQueueStale();
  return records.map((record, index) => {
    deps.bus.publish(
      "webhook.delivery",
      {
        inboundId: record.id,
        eventType: types[index],
        targetType: record.targetType,
        targetId: targetIdOf(types[index], record.payload),
        signatureValid: record.signatureValid,
        processError: errors[index],
        receivedAt: record.receivedAt,
      },
      { audience: "admin", now: deps.now() },
    );
    return { id: record.id, error: errors[index] };
  });
}

function typeOf(record: InboundEventRecord): WebhookEventType | null {
  return (
    (record.eventType as WebhookEventType | null) ??
    (record.eventName ? (eventTypeFromName(record.eventName) ?? null) : null)
  );
}

function decode(type: WebhookEventType | null, record: InboundEventRecord): Decoded {
  if (!type) return { ok: false, error: `Unknown event name: ${record.eventName ?? "(none)"}` };
  let raw: unknown;
  try {
    raw = JSON.parse(record.payload);
  } catch (failure) {
    return { ok: false, error: messageOf(failure) };
  }
  const parsed = parseEventPayload(type, raw);
  if (parsed.success) return { ok: true, event: parsed.event, raw };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    error:
      `The payload does not match ${type}: ${issue?.path.join(".") || "body"} ${issue?.message ?? ""}`.trim(),
  };
}

/**
 * The batch's runs in one go; if that fails, one at a time, so one run the store refuses does not
 * fail the others. Returns each run's error (null when recorded).
 */
async function recordRuns(
  runs: readonly { run: FlowRunObject }[],
  deps: ProcessDeps,
): Promise<(string | null)[]> {
  if (runs.length === 0) return [];
  const { db, bus, now } = deps;
  const together = await applied(() =>
    recordRunUpdates(
      { db, bus, now },
      runs.map(({ run }) => run),
      "inbound",
    ),
  );
  if (together === null || runs.length === 1) return runs.map(() => together);
  const errors: (string | null)[] = [];
  for (const { run } of runs) {
    errors.push(await applied(() => recordRunUpdates({ db, bus, now }, [run], "inbound")));
  }
  return errors;
}

async function applied(work: () => Promise<unknown>): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (failure) {
    return messageOf(failure);
  }
}

const messageOf = (failure: unknown) =>
  failure instanceof Error ? failure.message : String(failure);

async function apply(event: ParsedEvent, raw: unknown, deps: ProcessDeps): Promise<void> {
  const { db, bus, now } = deps;
  switch (event.type) {
    case "flow_run_completed":
    case "flow_run_failed":
      // Recorded for the whole batch at once (recordRuns).
      return;
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
