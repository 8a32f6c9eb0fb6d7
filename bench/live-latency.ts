import { setTimeout as sleep } from "node:timers/promises";
import { percentile } from "./load";
import { openLiveClient } from "./live-client";
import { benchKey, type Servers } from "./servers";

export interface LatencyStats {
  runs: number;
  received: number;
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
  /** Which path delivered each run's terminal status to the stream first. */
  first_via: Record<string, number>;
}

export interface LiveLatency {
  runs_per_mode: number;
  with_inbound_webhooks: LatencyStats;
  polling_only: LatencyStats;
}

interface SandboxEvent {
  type: string;
  target_id: string;
  occurred_at_real: number;
}

const RUNS = 100;

/**
 * Live latency: from the sandbox's state change (GET /_sandbox/events, occurred_at_real) to the
 * run's terminal status arriving at a live-stream client, over RUNS runs each, first with polling
 * only (no webhook: the server's run watcher alone), then with the console connected.
 */
export async function measureLiveLatency(servers: Servers): Promise<LiveLatency> {
  const flowId = await reportFlowId(servers);
  await deleteUpstreamWebhooks(servers);
  const pollingOnly = await measureMode(servers, flowId);

  const connect = await fetch(`${servers.consoleUrl}/api/settings/webhooks/connect`, {
    method: "POST",
    headers: { cookie: servers.cookie },
  });
  if (!connect.ok) throw new Error(`connect failed: ${connect.status} ${await connect.text()}`);
  const withInbound = await measureMode(servers, flowId);
  return {
    runs_per_mode: RUNS,
    with_inbound_webhooks: withInbound,
    polling_only: pollingOnly,
  };
}

async function measureMode(servers: Servers, flowId: string): Promise<LatencyStats> {
  const client = await openLiveClient(servers.consoleUrl, servers.cookie);
  const runIds: string[] = [];
  try {
    // Spread over ~5 s (20 per second) so completions do not all land in one instant.
    for (let batch = 0; batch < RUNS / 10; batch += 1) {
      const ids = await Promise.all(Array.from({ length: 10 }, () => trigger(servers, flowId)));
      runIds.push(...ids);
      await sleep(500);
    }
    await client.waitFor(runIds, 60_000);
  } finally {
    client.close();
  }
  const { items } = (await (
    await fetch(`${servers.sandbox.url}/_sandbox/events?type=flow_run_completed`)
  ).json()) as { items: SandboxEvent[] };
  const changedAt = new Map(items.map((event) => [event.target_id, event.occurred_at_real]));
  const latencies: number[] = [];
  const firstVia: Record<string, number> = {};
  for (const id of runIds) {
    const arrival = client.arrivals.get(id);
    const changed = changedAt.get(id);
    if (!arrival || changed === undefined) continue;
    latencies.push(arrival.at - changed);
    firstVia[arrival.source] = (firstVia[arrival.source] ?? 0) + 1;
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    runs: runIds.length,
    received: latencies.length,
    p50_ms: Math.round(percentile(sorted, 50)),
    p95_ms: Math.round(percentile(sorted, 95)),
    max_ms: Math.round(sorted.at(-1) ?? 0),
    first_via: firstVia,
  };
}

async function trigger(servers: Servers, flowId: string): Promise<string> {
  const response = await fetch(`${servers.consoleUrl}/api/flows/${flowId}/runs`, {
    method: "POST",
    headers: { cookie: servers.cookie, "content-type": "application/json" },
    body: JSON.stringify({
      input: {
        company_name: "Harbourline Logistics Ltd",
        country_code: "GB",
        website: "https://harbourline-logistics.example",
      },
    }),
  });
  if (response.status !== 202) throw new Error(`trigger failed: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

async function reportFlowId(servers: Servers): Promise<string> {
  const seed = (await (await fetch(`${servers.sandbox.url}/_sandbox/seed`)).json()) as {
    customers: { flows: { id: string; kind: string }[] }[];
  };
  const flow = seed.customers[0].flows.find((candidate) => candidate.kind === "report");
  if (!flow) throw new Error("the sandbox has no report flow");
  return flow.id;
}

export async function deleteUpstreamWebhooks(servers: Servers): Promise<void> {
  const headers = { "x-api-key": benchKey };
  const { items } = (await (
    await fetch(`${servers.sandbox.url}/webhooks`, { headers })
  ).json()) as {
    items: { id: string }[];
  };
  for (const webhook of items) {
    await fetch(`${servers.sandbox.url}/webhooks/${webhook.id}`, { method: "DELETE", headers });
  }
}
