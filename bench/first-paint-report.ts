import { measureFirstPaint, type PagePaint } from "./first-paint";
import { startConsole, type Servers } from "./servers";

/**
 * First-load JavaScript and first contentful paint with data of the main pages, for this build
 * and, when BENCH_BEFORE_DIR names another checkout with its own production build (e.g. main's),
 * for that one too, against the same sandbox, printed side by side.
 */
export async function measureFirstPaintBeforeAfter(servers: Servers) {
  const after = await measureFirstPaint(servers.consoleUrl, servers.cookie);
  let before: PagePaint[] | undefined;
  const beforeDir = process.env.BENCH_BEFORE_DIR;
  if (beforeDir) {
    const other = await startConsole({
      port: servers.ports.console + 1,
      sandboxPort: servers.ports.sandbox,
      dataDir: ".data-bench-before",
      cwd: beforeDir,
    });
    try {
      before = await measureFirstPaint(other.url, other.cookie);
    } finally {
      other.stop();
    }
  }
  console.log(
    "\nMain pages: first-load JS (gzipped KiB) and first contentful paint with data (ms, median of 5 cold loads)",
  );
  console.table(
    Object.fromEntries(
      after.map((page) => {
        const old = before?.find((candidate) => candidate.path === page.path);
        const row: Record<string, number> = {};
        if (old) {
          row["JS before"] = old.first_load_gzip_kb;
          row["FCP+data before"] = old.fcp_with_data_ms;
        }
        row["JS"] = page.first_load_gzip_kb;
        row["FCP"] = page.fcp_ms;
        row["FCP+data"] = page.fcp_with_data_ms;
        return [page.path, row];
      }),
    ),
  );
  return { after, before: before ?? null, before_dir: beforeDir ?? null };
}
