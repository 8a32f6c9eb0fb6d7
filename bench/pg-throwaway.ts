import { execFileSync } from "node:child_process";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface BenchPostgres {
  /** A server URL (its `postgres` database): BENCH_DATABASE_URL, or the throwaway cluster's. */
  url: string;
  /** Stops and deletes the throwaway cluster; nothing for BENCH_DATABASE_URL. */
  stop(): void;
}

/** A port nothing listens on now (the kernel's pick), for a cluster started right after. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * The PostgreSQL a benchmark runs against: BENCH_DATABASE_URL when set, else a throwaway cluster
 * (scripts/pg-cluster.sh) on BENCH_PG_PORT or a free port, in a directory of its own. A fixed
 * default port was once taken when a benchmark started, and the whole section failed.
 */
export async function benchPostgres(name: string): Promise<BenchPostgres> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, stop: () => undefined };
  const port = process.env.BENCH_PG_PORT ?? String(await freePort());
  const dir = path.join(tmpdir(), `bench-pg-${name}-${port}`);
  const url = execFileSync("bash", ["scripts/pg-cluster.sh", "start", port, dir], {
    encoding: "utf8",
  }).trim();
  return { url, stop: () => execFileSync("bash", ["scripts/pg-cluster.sh", "stop", port, dir]) };
}
