import { chromium } from "@playwright/test";
import { benchKey, type Servers } from "./servers";
import { loadedScripts, scriptsGzipKb } from "./page-scripts";

/**
 * First-load JavaScript of the runs pages, gzipped, as a browser gets it: each page is opened in
 * Chromium with a signed-in session and every script it loads is counted once, split into what
 * loaded before the `load` event (the first load) and what came after (lazy chunks such as the
 * Markdown renderer, fetched with the run). Sizes are the scripts' bytes gzipped here at level 9.
 * `/` (the overview) is measured too, as the baseline every signed-in page shares.
 */
export interface PageScripts {
  path: string;
  first_load_scripts: number;
  first_load_gzip_kb: number;
  after_load_scripts: number;
  after_load_gzip_kb: number;
}

interface SeedCustomer {
  api_key: string;
  flows: { id: string; kind: string }[];
  flow_runs: { id: string; flow_id: string; status: string }[];
}

export async function measureFirstLoadJs(servers: Servers): Promise<PageScripts[]> {
  const seed = (await (await fetch(`${servers.sandbox.url}/_sandbox/seed`)).json()) as {
    customers: SeedCustomer[];
  };
  const customer = seed.customers.find((candidate) => candidate.api_key === benchKey);
  const reportFlow = customer?.flows.find((flow) => flow.kind === "report")?.id;
  const reportRun = customer?.flow_runs.find(
    (run) => run.flow_id === reportFlow && run.status === "COMPLETED",
  )?.id;
  // The overview is the baseline: what every signed-in page loads (framework, shell, providers).
  const paths = ["/", "/runs", "/runs/new", reportRun ? `/runs/${reportRun}` : undefined].filter(
    (path): path is string => path !== undefined,
  );

  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const results: PageScripts[] = [];
    for (const path of paths) {
      const context = await browser.newContext();
      const [name, ...value] = servers.cookie.split("=");
      await context.addCookies([{ name, value: value.join("="), url: servers.consoleUrl }]);
      const page = await context.newPage();
      await page.goto(`${servers.consoleUrl}${path}`, { waitUntil: "load" });
      const first = new Set(await loadedScripts(page));
      // The live stream keeps a connection open, so "network idle" never comes: let lazy chunks
      // (the report renderer, the output views) load for a fixed moment instead.
      await page.waitForTimeout(3000);
      const later = (await loadedScripts(page)).filter((url) => !first.has(url));
      results.push({
        path: path.replace(reportRun ?? "\u0000", "{runId}"),
        first_load_scripts: first.size,
        first_load_gzip_kb: await scriptsGzipKb(first),
        after_load_scripts: later.length,
        after_load_gzip_kb: await scriptsGzipKb(later),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
