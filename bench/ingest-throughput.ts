import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { computeSignature } from "../lib/webhooks/signature";
import { runLoad, type LoadResult } from "./load";
import type { Servers } from "./servers";

export interface IngestThroughput {
  concurrency: number;
  unique_deliveries: number;
  repeated_deliveries: number;
  load: LoadResult;
  /** Unique deliveries verified and stored per second of the run. */
  stored_per_second: number;
  stored: number;
  lost: number;
  duplicated: number;
  repeats_answered_as_duplicates: number;
  /** From the last answer until every stored delivery was processed. */
  processing_drained_ms: number | null;
}

const UNIQUE = 2000;
const REPEATS = 500;
const CONCURRENCY = 50;
const SECRET = "bench-ingest-secret-7c1f0d9a4e";

/**
 * Inbound ingest at concurrency 50: signed flow_run_completed deliveries (each a new run) posted
 * to the receiver as the service would, a fifth of them sent twice. Counted from the console's own
 * received-events API: every unique delivery stored exactly once, every repeat answered as such.
 */
export async function measureIngestThroughput(servers: Servers): Promise<IngestThroughput> {
  const webhookId = await prepareWebhook(servers.consoleUrl, servers.cookie);
  const before = await storedTotal(servers);

  const bodies = Array.from({ length: UNIQUE }, (_, i) => ({
    eventId: randomUUID(),
    body: runBody(i),
  }));
  const queue = [...bodies, ...bodies.slice(0, REPEATS)];
  let next = 0;
  let duplicates = 0;
  const load = await runLoad(
    async () => {
      const delivery = queue[next++];
      const response = await fetch(`${servers.consoleUrl}/api/inbound/webhook`, {
        method: "POST",
        headers: deliveryHeaders(webhookId, delivery.eventId, delivery.body),
        body: delivery.body,
      });
      const answer = (await response.json()) as { duplicate?: boolean };
      if (answer.duplicate) duplicates += 1;
      return response.status === 200;
    },
    { total: queue.length, concurrency: CONCURRENCY },
  );

  const stored = (await storedTotal(servers)) - before;
  const drainedAt = await waitUntilProcessed(servers, 60_000);
  return {
    concurrency: CONCURRENCY,
    unique_deliveries: UNIQUE,
    repeated_deliveries: REPEATS,
    load,
    stored_per_second: Math.round((stored / load.seconds) * 10) / 10,
    stored,
    lost: Math.max(0, UNIQUE - stored),
    duplicated: Math.max(0, stored - UNIQUE),
    repeats_answered_as_duplicates: duplicates,
    processing_drained_ms: drainedAt,
  };
}

/**
 * The console's own webhook, with a secret the benchmark knows (set through the console, which
 * keeps its copy in step) and inactive, so the sandbox's own deliveries do not mix in.
 */
export async function prepareWebhook(consoleUrl: string, cookie: string): Promise<string> {
  const headers = { cookie, "content-type": "application/json" };
  const connect = await fetch(`${consoleUrl}/api/settings/webhooks/connect`, {
    method: "POST",
    headers,
  });
  const { webhook } = (await connect.json()) as { webhook: { id: string } };
  const patch = await fetch(`${consoleUrl}/api/webhooks/${webhook.id}`, {
    method: "PATCH",
    headers,
    body: JSON.stringify({ secret: SECRET, is_active: false }),
  });
  if (!patch.ok) throw new Error(`could not set the bench secret: ${patch.status}`);
  return webhook.id;
}

/** A signed delivery's headers, as the service sends them (the secret set by prepareWebhook). */
export function deliveryHeaders(webhookId: string, eventId: string, body: string) {
  return {
    "content-type": "application/json",
    "user-agent": "ComplianceBench/1.0",
    "x-webhook-id": webhookId,
    "x-event-id": eventId,
    "x-customer-id": "northwind",
    "x-target-type": "FLOW_RUN",
    "x-event-name": "FLOW_RUN_COMPLETED",
    "x-signature": computeSignature(SECRET, body),
  };
}

/** A flow_run_completed delivery's body for a new run (`runId`, or a fresh one). */
export function runBody(i: number, runId: string = randomUUID()): string {
  const at = new Date().toISOString();
  return JSON.stringify({
    id: runId,
    customer_id: "northwind",
    flow_id: "bench-flow",
    flow_version_id: "bench-version",
    status: "COMPLETED",
    triggered_at: at,
    trigger_type: "api",
    triggered_by: "service_account",
    input: { n: i },
    created_at: at,
    updated_at: at,
    started_at: at,
    completed_at: at,
    report: null,
    error: null,
    meta: { bench: true },
  });
}

async function storedTotal(servers: Servers): Promise<number> {
  const response = await fetch(`${servers.consoleUrl}/api/settings/events?page_size=1`, {
    headers: { cookie: servers.cookie },
  });
  return ((await response.json()) as { total: number }).total;
}

/** Time until the newest page of deliveries shows no unprocessed row (null if it never did). */
async function waitUntilProcessed(servers: Servers, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const response = await fetch(`${servers.consoleUrl}/api/settings/events?page_size=100`, {
      headers: { cookie: servers.cookie },
    });
    const { items } = (await response.json()) as { items: { processedAt: string | null }[] };
    if (items.every((item) => item.processedAt !== null)) return Date.now() - started;
    await sleep(50);
  }
  return null;
}
