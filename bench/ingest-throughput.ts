import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Agent, request } from "undici";
import { computeSignature } from "../lib/webhooks/signature";
import { cpuMs } from "./cpu";
import { summarise, type LoadResult } from "./load";

/** One receiver under test: a console's address, signed-in cookie and server process. */
export interface IngestTarget {
  consoleUrl: string;
  cookie: string;
  pid: number;
}

export interface IngestRun {
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
  /** Requests the sender gave up on (no answer within its timeout). */
  sender_timeouts: number;
  max_ms: number;
  /** The sender's own CPU per request (signing, HTTP): it shares the machine's cores. */
  sender_cpu_ms_per_delivery: number;
  /** The console's CPU per request until the last answer, and until everything was processed. */
  cpu_ms_per_delivery: number;
  cpu_ms_per_delivery_with_processing: number;
  /** From the last answer until every stored delivery was processed. */
  processing_drained_ms: number | null;
}

export interface IngestComparison {
  steady: IngestRun;
  burst: IngestRun;
}

const STEADY = { unique: 4000, repeats: 1000, concurrency: 50 };
/** A sender's backlog let go at once: many connections, each with the sandbox's 10 s timeout. */
const BURST = { unique: 10_000, repeats: 0, concurrency: 500 };
const SENDER_TIMEOUT_MS = 10_000;
const SECRET = "bench-ingest-secret-7c1f0d9a4e";

/** Steady load at concurrency 50, then a burst of 10,000, against one receiver. */
export async function measureIngest(target: IngestTarget): Promise<IngestComparison> {
  const webhookId = await prepareWebhook(target.consoleUrl, target.cookie);
  const steady = await measureRun(target, webhookId, STEADY);
  const burst = await measureRun(target, webhookId, BURST);
  return { steady, burst };
}

/**
 * Signed flow_run_completed deliveries (each a new run) posted as the service would, some sent
 * twice; counted from the console's own received-events API: every unique delivery stored exactly
 * once, every repeat answered as such.
 */
async function measureRun(
  target: IngestTarget,
  webhookId: string,
  shape: { unique: number; repeats: number; concurrency: number },
): Promise<IngestRun> {
  const before = await storedTotal(target);
  const bodies = Array.from({ length: shape.unique }, (_, i) => ({
    eventId: randomUUID(),
    body: runBody(i),
  }));
  const queue = [...bodies, ...bodies.slice(0, shape.repeats)];
  const agent = new Agent({
    connections: shape.concurrency,
    headersTimeout: SENDER_TIMEOUT_MS,
    bodyTimeout: SENDER_TIMEOUT_MS,
  });
  const url = new URL("/api/inbound/webhook", target.consoleUrl);
  let next = 0;
  let duplicates = 0;
  let timeouts = 0;
  let failures = 0;
  const latencies: number[] = [];
  const cpuBefore = cpuMs(target.pid);
  const senderBefore = process.cpuUsage();
  const started = performance.now();
  async function worker(): Promise<void> {
    while (next < queue.length) {
      const delivery = queue[next++];
      const begin = performance.now();
      try {
        const response = await request(url, {
          method: "POST",
          dispatcher: agent,
          headers: deliveryHeaders(webhookId, delivery.eventId, delivery.body),
          body: delivery.body,
        });
        const answer = (await response.body.json()) as { duplicate?: boolean };
        if (response.statusCode !== 200) failures += 1;
        if (answer.duplicate) duplicates += 1;
      } catch (error) {
        failures += 1;
        if ((error as { code?: string }).code?.includes("TIMEOUT")) timeouts += 1;
      }
      latencies.push(performance.now() - begin);
    }
  }
  await Promise.all(Array.from({ length: shape.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpuAnswered = cpuMs(target.pid) - cpuBefore;
  const sender = process.cpuUsage(senderBefore);
  await agent.close();

  const drainedAt = await waitUntilProcessed(target, 120_000);
  const cpuProcessed = cpuMs(target.pid) - cpuBefore;
  const stored = (await storedTotal(target)) - before;
  const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
  return {
    concurrency: shape.concurrency,
    unique_deliveries: shape.unique,
    repeated_deliveries: shape.repeats,
    load: summarise(latencies, failures, seconds),
    stored_per_second: round(stored / seconds),
    stored,
    lost: Math.max(0, shape.unique - stored),
    duplicated: Math.max(0, stored - shape.unique),
    repeats_answered_as_duplicates: duplicates,
    sender_timeouts: timeouts,
    max_ms: round(Math.max(...latencies)),
    sender_cpu_ms_per_delivery: round((sender.user + sender.system) / 1000 / queue.length, 3),
    cpu_ms_per_delivery: round(cpuAnswered / queue.length, 3),
    cpu_ms_per_delivery_with_processing: round(cpuProcessed / queue.length, 3),
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

async function storedTotal(target: IngestTarget): Promise<number> {
  const response = await fetch(`${target.consoleUrl}/api/settings/events?page_size=1`, {
    headers: { cookie: target.cookie },
  });
  return ((await response.json()) as { total: number }).total;
}

/** Time until the newest page of deliveries shows no unprocessed row (null if it never did). */
async function waitUntilProcessed(target: IngestTarget, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const response = await fetch(`${target.consoleUrl}/api/settings/events?page_size=100`, {
      headers: { cookie: target.cookie },
    });
    const { items } = (await response.json()) as { items: { processedAt: string | null }[] };
    if (items.every((item) => item.processedAt !== null)) return Date.now() - started;
    await sleep(50);
  }
  return null;
}
