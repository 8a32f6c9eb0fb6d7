import { measureFirstLoadJs, measureSharedJsBeforeAfter } from "./first-load-js";
import { measureFirstPaintBeforeAfter } from "./first-paint-report";
import { reportIngest } from "./ingest-report";
import { runLiveBenchmarks, runLiveFanOutBenchmarks } from "./live-report";
import { measureMemoryBeforeAfter } from "./memory";
import { measureProxyOverhead } from "./proxy-overhead";
import { reportProxyFloor } from "./proxy-floor-report";
import { writeResults } from "./results-file";
import { measureQueueList } from "./queue-list";
import { measureReportRender } from "./report-render";
import { measureRunsList } from "./runs-list";
import { measureSharedStore } from "./shared-store";
import { startServers } from "./servers";
import { measureWatcherCost, printWatcherCost } from "./watcher-cost";

/**
 * `npm run bench`: every benchmark against the console's production build and the sandbox on this
 * machine. Figures go to the terminal and to bench/results.json (one section per benchmark, so a
 * later benchmark adds to the file instead of replacing it).
 */
async function main(): Promise<void> {
  const servers = await startServers();
  const results: Record<string, unknown> = {};
  // BENCH_ONLY=<section> runs one section alone (a quick before/after with BENCH_BEFORE_DIR);
  // first_paint is also the first of the whole sequence, below.
  const alone: Record<string, () => Promise<unknown>> = {
    inbound_ingest: () => reportIngest(servers, results),
    report_render: async () => (results.report_render = await measureReportRender(servers)),
    proxy_floor: () => reportProxyFloor(servers, results),
    // The live stream's fan-out and cross-instance latency.
    live: () => runLiveFanOutBenchmarks(servers, results),
    // The shared JS of the signed-in pages.
    bundle: async () => (results.shared_js = await measureSharedJsBeforeAfter(servers)),
    // next-server's RSS under two rounds of mixed load.
    memory: async () => (results.memory = await measureMemoryBeforeAfter(servers)),
  };
  const only = process.env.BENCH_ONLY;
  try {
    const section = only && Object.hasOwn(alone, only) ? alone[only] : undefined;
    if (section) {
      await section();
      return;
    }
    results.first_paint = await measureFirstPaintBeforeAfter(servers);
    if (only === "first_paint") return;

    const overhead = await measureProxyOverhead(servers);
    results.proxy_overhead = overhead;
    console.log("\nProxy overhead: GET /monitoring-alerts, concurrency", overhead.concurrency);
    console.table({
      "sandbox direct": overhead.direct,
      "through the console": overhead.console,
    });
    console.log(
      `req/s ratio (console / direct): ${overhead.rps_ratio}; p50 ratio: ${overhead.p50_ratio}`,
    );
    await reportProxyFloor(servers, results);

    const runsList = await measureRunsList(servers);
    results.runs_list = runsList;
    console.log(
      `\nRuns list: GET /api/runs over ${runsList.indexed_runs} indexed runs, ${runsList.requests_per_scenario} sequential requests each (ms)`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(runsList.scenarios).map(([name, r]) => [
          name,
          { matches: r.total, p50: r.p50, p95: r.p95, p99: r.p99 },
        ]),
      ),
    );

    const queueList = await measureQueueList(servers);
    results.queue_list = queueList;
    console.log(
      `\nReview queue: GET /api/queue over ${queueList.items_in_queue} work items, ${queueList.requests_per_scenario} sequential requests each (ms)`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(queueList.scenarios).map(([name, r]) => [
          name,
          { matches: r.total, p50: r.p50, p95: r.p95, p99: r.p99 },
        ]),
      ),
    );

    const firstLoad = await measureFirstLoadJs(servers);
    results.first_load_js = firstLoad;
    console.log("\nFirst-load JavaScript of the runs pages (gzipped KiB)");
    console.table(Object.fromEntries(firstLoad.map(({ path, ...sizes }) => [path, sizes])));
    results.shared_js = await measureSharedJsBeforeAfter(servers);

    await runLiveBenchmarks(servers, results);

    results.report_render = await measureReportRender(servers);
    await runLiveFanOutBenchmarks(servers, results);
    results.memory = await measureMemoryBeforeAfter(servers);
  } finally {
    await servers.stop();
    writeResults(results);
  }

  const shared = await measureSharedStore();
  results.shared_store = shared;
  console.log(
    `\nStore: ${shared.runs} runs, ${shared.unfinished_runs} unfinished; runs list (p95 before: total counted over the runs, after: from kept counts) and watcher scan (ms)`,
  );
  console.table(
    Object.fromEntries(
      [...Object.keys(shared.sqlite.list), "watcher lease scan"].map((name) => {
        const scan = name === "watcher lease scan";
        const pick = (side: typeof shared.sqlite, before = false) =>
          scan ? side.watcher_scan_ms : (before ? side.list_before : side.list)[name];
        return [
          name,
          {
            "SQLite before": scan ? undefined : pick(shared.sqlite, true)?.p95,
            "SQLite p95": pick(shared.sqlite)?.p95,
            "PostgreSQL before": scan ? undefined : pick(shared.postgres, true)?.p95,
            "PostgreSQL p95": pick(shared.postgres)?.p95,
          },
        ];
      }),
    ),
  );
  console.log("Cross-instance live latency over NOTIFY (ms):", shared.cross_instance_live_ms);
  writeResults(results);

  const watcher = await measureWatcherCost();
  results.watcher_cost = watcher;
  printWatcherCost(watcher);
  writeResults(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
