import { reportIngest } from "./ingest-report";
import { measureLiveLatency } from "./live-latency";
import type { Servers } from "./servers";

/** The live-update benchmarks (latency with and without inbound webhooks; ingest throughput). */
export async function runLiveBenchmarks(
  servers: Servers,
  results: Record<string, unknown>,
): Promise<void> {
  const latency = await measureLiveLatency(servers);
  results.live_latency = latency;
  console.log(
    `\nLive latency: sandbox state change → run status on a live-stream client, ${latency.runs_per_mode} runs per mode (ms)`,
  );
  console.table({
    "with inbound webhooks": flat(latency.with_inbound_webhooks),
    "polling only": flat(latency.polling_only),
  });

  await reportIngest(servers, results);
}

function flat(stats: {
  runs: number;
  received: number;
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
  first_via: Record<string, number>;
}) {
  const { first_via: firstVia, ...rest } = stats;
  return {
    ...rest,
    "first via": Object.entries(firstVia)
      .map(([source, count]) => `${source} ${count}`)
      .join(", "),
  };
}
