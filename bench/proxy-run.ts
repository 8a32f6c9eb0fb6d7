import { reportProxyFloor } from "./proxy-floor-report";
import { writeResults } from "./results-file";
import { startServers } from "./servers";

/**
 * `tsx bench/proxy-run.ts`: only the proxy-hop benchmark (BENCH_LABEL=before to file the figures
 * as the baseline), merged into bench/results.json like `npm run bench` does.
 */
async function main(): Promise<void> {
  const servers = await startServers();
  const results: Record<string, unknown> = {};
  try {
    await reportProxyFloor(servers, results);
  } finally {
    await servers.stop();
  }
  writeResults(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
