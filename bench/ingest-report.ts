import { readFileSync } from "node:fs";
import { measureInboundProcessing } from "./inbound-processing";
import { measureIngest, type IngestRun } from "./ingest-throughput";
import { startConsole, type Servers } from "./servers";

/**
 * Inbound ingest, before and after in one run: the same deliveries to Next's route handler (a
 * second console started with INBOUND_RECEIVER=next) and to the lean path (the bench's console),
 * steady at concurrency 50 and as a burst of 10,000; then processing alone, one by one and batched.
 */
export async function reportIngest(
  servers: Servers,
  results: Record<string, unknown>,
): Promise<void> {
  const nextPort = servers.ports.console + 50;
  const nextRoute = await startConsole({
    port: nextPort,
    sandboxPort: servers.ports.sandbox,
    dataDir: ".data-bench-next-route",
    env: { INBOUND_RECEIVER: "next" },
  });
  let before;
  try {
    before = await measureIngest({
      consoleUrl: nextRoute.url,
      cookie: nextRoute.cookie,
      pid: nextRoute.pid,
    });
  } finally {
    nextRoute.stop();
  }
  const after = await measureIngest({
    consoleUrl: servers.consoleUrl,
    cookie: servers.cookie,
    pid: servers.consolePid,
  });
  const processing = await measureInboundProcessing();
  const previous = previousFigures();
  results.inbound_ingest = {
    caveat: "2 shared cores, other work running: compare the two sides of one run, not runs",
    before_next_route: before,
    after_lean_path: after,
    processing_ms_per_delivery: processing,
    ...(previous ? { before_this_change: previous } : {}),
  };
  console.log("\nInbound ingest: Next's route handler (before) and the lean path (after)");
  console.table({
    "before, steady c=50": row(before.steady),
    "after, steady c=50": row(after.steady),
    "before, burst 10,000": row(before.burst),
    "after, burst 10,000": row(after.burst),
  });
  console.log("Processing CPU per delivery (ms):", processing);
}

/** The figures of the receiver before the lean path (kept from the file across runs). */
function previousFigures(): unknown {
  try {
    const file = JSON.parse(readFileSync("bench/results.json", "utf8")) as {
      inbound_ingest?: Record<string, unknown>;
    };
    const kept = file.inbound_ingest;
    if (!kept) return undefined;
    return "before_this_change" in kept
      ? kept.before_this_change
      : "load" in kept
        ? kept
        : undefined;
  } catch {
    return undefined;
  }
}

function row(run: IngestRun) {
  return {
    "stored/s": run.stored_per_second,
    p50: run.load.p50,
    p99: run.load.p99,
    max: run.max_ms,
    failures: run.load.failures,
    timeouts: run.sender_timeouts,
    lost: run.lost,
    duplicated: run.duplicated,
    "repeats seen": run.repeats_answered_as_duplicates,
    "cpu ms/delivery": run.cpu_ms_per_delivery,
    "with processing": run.cpu_ms_per_delivery_with_processing,
    "drained (ms)": run.processing_drained_ms,
  };
}
