import {
  beforeVariant,
  consoleVariant,
  directVariant,
  floorEmptyVariant,
  floorFetchVariant,
  floorRequestVariant,
  measureProxyFloor,
  type ProxyFloor,
} from "./proxy-floor";
import type { Servers } from "./servers";

/** The figures on a quiet machine, printed beside ours. */
const reference = {
  consoleCpuC10: 2.31,
  floorEmptyCpuC10: 1.15,
  overDirectC1: 1.97,
};
const goal = { cpuMs: 1.6, overDirectC1Ms: 1.5 };

/**
 * Measures the proxy hop beside the framework's floor, prints it, and files it in `results` as
 * `proxy_floor.after` (or `.before` with BENCH_LABEL=before); the other label's figures stay
 * beside them in bench/results.json (bench/results-file.ts).
 */
export async function reportProxyFloor(
  servers: Servers,
  results: Record<string, unknown>,
): Promise<void> {
  const label = process.env.BENCH_LABEL === "before" ? "before" : "after";
  const figures = await measureProxyFloor(servers);
  // The other label's figures stay in the file: its writer merges a section key by key.
  results.proxy_floor = { [label]: figures };
  for (const [concurrency, variants] of Object.entries(figures.by_concurrency)) {
    console.log(`\nProxy hop vs the framework's floor (${label}), ${concurrency}`);
    console.table(
      Object.fromEntries(
        Object.entries(variants).map(([name, { by_round: _rounds, ...pooled }]) => [name, pooled]),
      ),
    );
  }
  printRounds(figures);
  console.log("Idle CPU (ms per second):", figures.idle_cpu_ms_per_s);
  console.log(
    `Load client (this process, with the in-process sandbox) at c=1: ${figures.load_client.cpu_ms_per_request_c1} ms CPU per console request, ${figures.load_client.core_share_c1} of a core`,
  );
  printGoals(figures);
}

/** The console's (and the before-build's) figure in each round, against the direct p50 of that round. */
function printRounds(run: ProxyFloor): void {
  const c1 = run.by_concurrency["c=1"];
  const c10 = run.by_concurrency["c=10"];
  const direct = c1[directVariant].by_round.p50;
  const rows: Record<string, Record<string, string>> = {};
  for (const name of [consoleVariant, beforeVariant, floorRequestVariant]) {
    if (!c1[name]) continue;
    rows[`${name}: p50 over direct c=1`] = Object.fromEntries(
      c1[name].by_round.p50.map((p50, i) => [
        `round ${i + 1}`,
        (p50 - (direct[i] ?? 0)).toFixed(2),
      ]),
    );
    rows[`${name}: CPU ms c=10`] = Object.fromEntries(
      (c10[name].by_round.cpu_ms_per_request ?? []).map((cpu, i) => [
        `round ${i + 1}`,
        cpu.toFixed(2),
      ]),
    );
  }
  console.log("\nProxy hop, round by round");
  console.table(rows);
}

function printGoals(run: ProxyFloor): void {
  const c1 = run.by_concurrency["c=1"];
  const c10 = run.by_concurrency["c=10"];
  const over = (name: string) => Math.round((c1[name].p50 - c1[directVariant].p50) * 100) / 100;
  const row = (name: string) => ({
    "CPU ms c=10": c10[name].cpu_ms_per_request,
    "net CPU ms c=10": c10[name].net_cpu_ms_per_request,
    "CPU ms c=1": c1[name].cpu_ms_per_request,
    "net CPU ms c=1": c1[name].net_cpu_ms_per_request,
    "p50 over direct c=1": over(name),
  });
  console.log("\nProxy hop: figures beside the issue's references and the goal");
  console.table({
    [consoleVariant]: row(consoleVariant),
    ...(c1[beforeVariant] && { [beforeVariant]: row(beforeVariant) }),
    [floorRequestVariant]: row(floorRequestVariant),
    [floorFetchVariant]: row(floorFetchVariant),
    [floorEmptyVariant]: row(floorEmptyVariant),
    "issue: console (quiet machine)": {
      "CPU ms c=10": reference.consoleCpuC10,
      "p50 over direct c=1": reference.overDirectC1,
    },
    "issue: empty route floor": { "CPU ms c=10": reference.floorEmptyCpuC10 },
    goal: {
      "CPU ms c=10": goal.cpuMs,
      "CPU ms c=1": goal.cpuMs,
      "p50 over direct c=1": goal.overDirectC1Ms,
    },
  });
}
