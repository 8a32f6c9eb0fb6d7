import { reportIngest } from "./ingest-report";
import { measureCrossInstanceLive } from "./live-cross-instance";
import { measureFanOutBeforeAfter } from "./live-fanout";
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

/** The live stream's fan-out (before/after) and its latency across two instances. */
export async function runLiveFanOutBenchmarks(
  servers: Servers,
  results: Record<string, unknown>,
): Promise<void> {
  results.live_fanout = await measureFanOutBeforeAfter(servers);
  const cross = await measureCrossInstanceLive(servers);
  results.live_cross_instance = cross;
  console.log(
    `\nCross-instance live latency: ${cross.deliveries} signed deliveries to A → run status on a stream (ms)`,
  );
  console.table({ "A → stream on B": cross.a_to_b, "A → stream on A": cross.a_to_a });
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
