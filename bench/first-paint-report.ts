import { measureFirstPaint } from "./first-paint";
import { measureBeforeBuild, type Servers } from "./servers";

/**
 * First-load JavaScript and first contentful paint with data of the main pages, for this build
 * and, when BENCH_BEFORE_DIR names another checkout with its own production build (e.g. main's),
 * for that one too, against the same sandbox, printed side by side.
 */
export async function measureFirstPaintBeforeAfter(servers: Servers) {
  const after = await measureFirstPaint(servers.consoleUrl, servers.cookie);
  const before = await measureBeforeBuild(servers, (other) =>
    measureFirstPaint(other.url, other.cookie),
  );
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
  return { after, before, before_dir: process.env.BENCH_BEFORE_DIR ?? null };
}
