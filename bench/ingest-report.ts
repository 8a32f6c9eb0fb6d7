import { readFileSync } from "node:fs";
import { measureInboundProcessing } from "./inbound-processing";
import { measureIngest, type IngestRun } from "./ingest-throughput";
import { measureBeforeBuild, startConsole, type Servers } from "./servers";

/** The goals for the receiver (item 2), printed beside the figures. */
const GOALS = {
  steady: "≥ 2,000 stored/s, p99 ≤ 100 ms, 0 lost, 0 duplicated",
  burst: "10,000 absorbed: 0 sender timeouts, 0 lost",
  processing: "≤ 0.1 ms per delivery",
};

/**
 * Inbound ingest, before and after in one run: the same deliveries steady at concurrency 50 and as
 * a burst of 10,000, to the before-build's console (BENCH_BEFORE_DIR) or, without one, to Next's
 * route handler (a second console started with INBOUND_RECEIVER=next), and to this build's lean
 * path; then processing alone, one by one and batched.
 */
export async function reportIngest(
  servers: Servers,
  results: Record<string, unknown>,
): Promise<void> {
  const beforeBuild = await measureBeforeBuild(servers, (before) =>
    measureIngest({ consoleUrl: before.url, cookie: before.cookie, pid: before.pid }),
  );
  const before = beforeBuild ?? (await measureNextRoute(servers));
  const after = await measureIngest({
    consoleUrl: servers.consoleUrl,
    cookie: servers.cookie,
    pid: servers.consolePid,
  });
  const processing = await measureInboundProcessing();
  const previous = previousFigures();
  results.inbound_ingest = {
    caveat: "2 shared cores, other work running: compare the two sides of one run, not runs",
    goals: GOALS,
    ...(beforeBuild ? { before_build: beforeBuild } : { before_next_route: before }),
    after_lean_path: after,
    processing_ms_per_delivery: processing,
    ...(previous ? { before_this_change: previous } : {}),
  };
  const side = beforeBuild ? "the before-build" : "Next's route handler";
  console.log(`\nInbound ingest: ${side} (before) and this build's lean path (after)`);
  console.table({
    "before, steady c=50": row(before.steady),
    "after, steady c=50": row(after.steady),
    "before, burst 10,000": row(before.burst),
    "after, burst 10,000": row(after.burst),
  });
  console.log(`Goals: steady ${GOALS.steady}; burst ${GOALS.burst}.`);
  console.log(
    `Processing CPU per delivery (ms): one by one ${processing.one_by_one_ms}, batched with a claim statement ${processing.batched_with_claim_statement_ms}, batched as stored (claimed at storage) ${processing.batched_ms} (goal ${GOALS.processing})`,
  );
}

async function measureNextRoute(servers: Servers) {
  const nextRoute = await startConsole({
    port: servers.ports.console + 50,
    sandboxPort: servers.ports.sandbox,
    dataDir: ".data-bench-next-route",
    env: { INBOUND_RECEIVER: "next" },
  });
  try {
    return await measureIngest({
      consoleUrl: nextRoute.url,
      cookie: nextRoute.cookie,
      pid: nextRoute.pid,
    });
  } finally {
    nextRoute.stop();
  }
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
    "sender cpu ms": run.sender_cpu_ms_per_delivery,
    "with processing": run.cpu_ms_per_delivery_with_processing,
    "drained (ms)": run.processing_drained_ms,
  };
}
