import { readFileSync, writeFileSync } from "node:fs";
import { reportProxyFloor } from "./proxy-floor-report";
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
  const previous = JSON.parse(readFileSync("bench/results.json", "utf8")) as Record<
    string,
    unknown
  >;
  writeFileSync("bench/results.json", `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
  console.log("\nWritten to bench/results.json");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
