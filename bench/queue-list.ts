import { runLoad, type LoadResult } from "./load";
import { BENCH_ITEM_COUNT, insertBenchItems } from "./queue-fixtures";
import { benchAdminEmail, type Servers } from "./servers";

/**
 * `GET /api/queue` over 5,000 work items (plus whatever the sandbox's backlog and the runs
 * benchmark's failed runs added): one scenario per page, filter and sort of the queue,
 * each measured sequentially through the console with a signed-in session.
 */
export interface QueueListBench {
  inserted_items: number;
  items_in_queue: number;
  insert_ms: number;
  requests_per_scenario: number;
  scenarios: Record<string, LoadResult & { query: string; total: number }>;
}

const benchDataDir = ".data-bench";
const perScenario = 100;

export async function measureQueueList(servers: Servers): Promise<QueueListBench> {
  const get = (query: string) =>
    fetch(`${servers.consoleUrl}/api/queue?${query}`, { headers: { cookie: servers.cookie } });
  // The first read runs the first sync with the service (it is awaited once); then the items.
  await get("state=all");
  const insertMs = await insertBenchItems(benchDataDir, benchAdminEmail);
  const all = (await (await get("state=all&page_size=1")).json()) as { total: number };
  const scenarios: Record<string, string> = {
    "page 1 (default: still to do, oldest first)": "state=active",
    "page 40, 50 rows": "state=active&page=40&page_size=50",
    "every state, newest first, page 20": "state=all&sort=newest&page=20",
    "kind=screening_hit": "kind=screening_hit&state=active",
    "assigned to me": "assignee=me&state=active",
    unassigned: "assignee=unassigned&state=active",
    "severity=high, waiting over 7 days": "severity=high&age=7d&state=active",
    "kind + severity + assignee + age":
      "kind=monitoring_alert&severity=high,medium&assignee=me&age=24h&state=active",
    "closed, 100 rows": "state=closed&page_size=100",
  };
  const results: QueueListBench["scenarios"] = {};
  for (const [name, query] of Object.entries(scenarios)) {
    let total = 0;
    const send = async () => {
      const response = await get(query);
      const body = (await response.json()) as { total?: number };
      total = body.total ?? total;
      return response.ok;
    };
    await runLoad(send, { total: 10, concurrency: 1 });
    const result = await runLoad(send, { total: perScenario, concurrency: 1 });
    results[name] = { query, total, ...result };
  }
  return {
    inserted_items: BENCH_ITEM_COUNT,
    items_in_queue: all.total,
    insert_ms: insertMs,
    requests_per_scenario: perScenario,
    scenarios: results,
  };
}
