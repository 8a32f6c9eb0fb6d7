import { runLoad, type LoadResult } from "./load";
import { BENCH_RUN_COUNT, indexBenchRuns } from "./runs-fixtures";
import { benchKey, type Servers } from "./servers";

/**
 * `GET /api/runs` (the console's local run index) with 10,000 indexed runs: one scenario per
 * page, filter and sort an analyst uses, each measured sequentially (latency, not throughput)
 * through the console with a signed-in session.
 */
export interface RunsListBench {
  indexed_runs: number;
  insert_ms: number;
  requests_per_scenario: number;
  scenarios: Record<string, LoadResult & { query: string; total: number }>;
}

// servers.ts starts the console on this store (it is removed and recreated on every run).
const benchDataDir = ".data-bench";
const perScenario = 100;

interface SeedCustomer {
  api_key: string;
  flows: { id: string; kind: string }[];
}

export async function measureRunsList(servers: Servers): Promise<RunsListBench> {
  const seed = (await (await fetch(`${servers.sandbox.url}/_sandbox/seed`)).json()) as {
    customers: SeedCustomer[];
  };
  const flows = seed.customers.find((customer) => customer.api_key === benchKey)?.flows ?? [];
  const flowIds = flows.length ? flows.map((flow) => flow.id) : ["bench-flow"];
  const insertMs = await indexBenchRuns(benchDataDir, flowIds);
  const day = (offset: number) =>
    new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const scenarios: Record<string, string> = {
    "page 1 (default: newest first)": "",
    "page 200 of 400": "page=200",
    "status=FAILED": "status=FAILED",
    "status=COMPLETED,FAILED + flow": `status=COMPLETED,FAILED&flow_id=${flowIds[0]}`,
    "trigger_type=schedule": "trigger_type=schedule",
    "7-day window": `from=${day(37)}&to=${day(31)}`,
    "sort duration asc": "sort=duration&direction=asc",
    "sort completed_at, page 50": "sort=completed_at&direction=desc&page=50",
    "sort started_at asc, 100 rows": "sort=started_at&direction=asc&page_size=100",
  };
  const results: RunsListBench["scenarios"] = {};
  for (const [name, query] of Object.entries(scenarios)) {
    let total = 0;
    const send = async () => {
      const response = await fetch(`${servers.consoleUrl}/api/runs?${query}`, {
        headers: { cookie: servers.cookie },
      });
      const body = (await response.json()) as { total?: number };
      total = body.total ?? total;
      return response.ok;
    };
    await runLoad(send, { total: 10, concurrency: 1 });
    const result = await runLoad(send, { total: perScenario, concurrency: 1 });
    results[name] = { query: query || "(none)", total, ...result };
  }
  return {
    indexed_runs: BENCH_RUN_COUNT,
    insert_ms: insertMs,
    requests_per_scenario: perScenario,
    scenarios: results,
  };
}
