import { readFileSync } from "node:fs";
import { measureProxyFloor, type ProxyFloor } from "./proxy-floor";
import type { Servers } from "./servers";

/**
 * Measures the proxy hop beside the framework's floor, prints it, and files it in `results` as
 * `proxy_floor.after` (or `.before` with BENCH_LABEL=before), keeping the other label's figures
 * from bench/results.json so both stand side by side.
 */
export async function reportProxyFloor(
  servers: Servers,
  results: Record<string, unknown>,
): Promise<void> {
  const label = process.env.BENCH_LABEL === "before" ? "before" : "after";
  const figures = await measureProxyFloor(servers);
  let kept: Record<string, ProxyFloor> = {};
  try {
    const previous = JSON.parse(readFileSync("bench/results.json", "utf8")) as {
      proxy_floor?: Record<string, ProxyFloor>;
    };
    kept = previous.proxy_floor ?? {};
  } catch {
    // First run.
  }
  const both = { ...kept, [label]: figures };
  results.proxy_floor = both;
  for (const [name, run] of Object.entries(both)) {
    for (const [concurrency, variants] of Object.entries(run.by_concurrency)) {
      console.log(`\nProxy hop vs the framework's floor (${name}), ${concurrency}`);
      console.table(variants);
    }
    console.log(
      `${name}: console p50 over direct at c=1 ${run.console_p50_over_direct_c1_ms} ms (goal <= 1.5); ` +
        `console CPU ${run.console_cpu_ms_c1} ms per request (goal <= 1.6)`,
    );
  }
}
