import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { deliveryHeaders, prepareWebhook, runBody } from "./ingest-throughput";
import { openLiveClient, type LiveClient } from "./live-client";
import { percentile } from "./load";
import { benchPostgres } from "./pg-throwaway";
import { startConsole, type ConsoleServer, type Servers } from "./servers";

const DELIVERIES = 200;
const SPACING_MS = 50;

interface Figures {
  received: number;
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
}

export interface CrossInstanceLive {
  deliveries: number;
  /** A signed delivery posted to A → the run's status on a stream open on B. */
  a_to_b: Figures;
  /** The same deliveries → a stream open on A itself, for comparison. */
  a_to_a: Figures;
}

/**
 * Cross-instance live latency through the real servers: two production consoles (A and B) on one
 * PostgreSQL database, signed flow_run_completed deliveries posted to A one every SPACING_MS, and
 * the time until each run's status arrives on a live stream open on B (and on one open on A).
 * PostgreSQL: BENCH_DATABASE_URL names a server, else a throwaway cluster is started.
 */
export async function measureCrossInstanceLive(servers: Servers): Promise<CrossInstanceLive> {
  const pg = await benchPostgres("live");
  const serverUrl = pg.url;
  const consoles: ConsoleServer[] = [];
  const clients: LiveClient[] = [];
  try {
    const databaseUrl = await freshDatabase(serverUrl, "console_bench_live");
    // Every instance shares these two; fixed bench values, never used outside the benchmark.
    const env = {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "bench-cross-instance-auth-secret-0123456789abcdef",
      CONSOLE_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString("base64"),
    };
    // One after the other: the first migrates the empty database.
    for (const [label, offset] of [
      ["a", 2],
      ["b", 3],
    ] as const) {
      consoles.push(
        await startConsole({
          port: servers.ports.console + offset,
          sandboxPort: servers.ports.sandbox,
          dataDir: `.data-bench-${label}`,
          env,
        }),
      );
    }
    const [a, b] = consoles as [ConsoleServer, ConsoleServer];
    // A's session on both: B only knows it through the shared secret and store.
    const onB = await openLiveClient(b.url, a.cookie);
    const onA = await openLiveClient(a.url, a.cookie);
    clients.push(onA, onB);
    const webhookId = await prepareWebhook(a.url, a.cookie);

    const sentAt = new Map<string, number>();
    for (let k = 0; k < DELIVERIES; k += 1) {
      const runId = randomUUID();
      const body = runBody(k, runId);
      sentAt.set(runId, Date.now());
      const response = await fetch(`${a.url}/api/inbound/webhook`, {
        method: "POST",
        headers: deliveryHeaders(webhookId, randomUUID(), body),
        body,
      });
      if (!response.ok) throw new Error(`A refused a delivery: ${response.status}`);
      await sleep(SPACING_MS);
    }
    const runIds = [...sentAt.keys()];
    await Promise.all([onB.waitFor(runIds, 60_000), onA.waitFor(runIds, 60_000)]);
    return {
      deliveries: DELIVERIES,
      a_to_b: figures(onB, sentAt),
      a_to_a: figures(onA, sentAt),
    };
  } finally {
    for (const client of clients) client.close();
    for (const instance of consoles) instance.stop();
    pg.stop();
  }
}

/** An empty database on the server (dropped first if a previous run left it). */
async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function figures(client: LiveClient, sentAt: Map<string, number>): Figures {
  const latencies: number[] = [];
  for (const [runId, sent] of sentAt) {
    const arrival = client.arrivals.get(runId);
    if (arrival) latencies.push(arrival.at - sent);
  }
  latencies.sort((x, y) => x - y);
  return {
    received: latencies.length,
    p50_ms: Math.round(percentile(latencies, 50)),
    p95_ms: Math.round(percentile(latencies, 95)),
    max_ms: Math.round(latencies.at(-1) ?? 0),
  };
}
