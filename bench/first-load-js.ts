import { chromium } from "@playwright/test";
import { MAIN_PAGES } from "./first-paint";
import { benchKey, measureBeforeBuild, type Servers } from "./servers";
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

/** The bundle every page shares, beside the goal (issue 16: ≤ 175 KB gzipped, zod out of it). */
export const SHARED_JS_GOAL_KB = 175;

export interface SharedJs {
  /** The scripts every measured page loaded before `load`: framework, shell, providers. */
  shared_scripts: number;
  shared_gzip_kb: number;
  pages: { path: string; first_load_scripts: number; first_load_gzip_kb: number }[];
}

/**
 * The shared JavaScript of the signed-in pages: each main page (and the new-run form) opened once
 * in a fresh context, its first-load scripts listed, and the scripts found on every page summed
 * (gzipped). A module that reaches the layout's client code lands in this figure for every page.
 */
export async function measureSharedJs(consoleUrl: string, cookie: string): Promise<SharedJs> {
  const paths = [...MAIN_PAGES.map((page) => page.path), "/runs/new", "/settings"];
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const pages: SharedJs["pages"] = [];
    const loaded: Set<string>[] = [];
    for (const path of paths) {
      const context = await browser.newContext();
      const [name, ...value] = cookie.split("=");
      await context.addCookies([{ name, value: value.join("="), url: consoleUrl }]);
      const page = await context.newPage();
      await page.goto(`${consoleUrl}${path}`, { waitUntil: "load" });
      const scripts = new Set(await loadedScripts(page));
      await context.close();
      pages.push({
        path,
        first_load_scripts: scripts.size,
        first_load_gzip_kb: await scriptsGzipKb(scripts),
      });
      loaded.push(scripts);
    }
    const shared = [...loaded[0]].filter((url) => loaded.every((scripts) => scripts.has(url)));
    return {
      shared_scripts: shared.length,
      shared_gzip_kb: await scriptsGzipKb(shared),
      pages,
    };
  } finally {
    await browser.close();
  }
}

/** This build's shared JS and, with BENCH_BEFORE_DIR, the before-build's, printed side by side. */
export async function measureSharedJsBeforeAfter(servers: Servers) {
  const after = await measureSharedJs(servers.consoleUrl, servers.cookie);
  const before = await measureBeforeBuild(servers, (other) =>
    measureSharedJs(other.url, other.cookie),
  );
  console.log(
    `\nShared JS of the signed-in pages (loaded by every one of them, gzipped KiB; goal ≤ ${SHARED_JS_GOAL_KB})`,
  );
  console.table({
    ...(before ? { before: { scripts: before.shared_scripts, kb: before.shared_gzip_kb } } : {}),
    after: { scripts: after.shared_scripts, kb: after.shared_gzip_kb },
  });
  console.log("First-load JS per page (gzipped KiB)");
  console.table(
    Object.fromEntries(
      after.pages.map((page) => [
        page.path,
        {
          ...(before
            ? { before: before.pages.find((old) => old.path === page.path)?.first_load_gzip_kb }
            : {}),
          after: page.first_load_gzip_kb,
        },
      ]),
    ),
  );
  return { goal_kb: SHARED_JS_GOAL_KB, before, after };
}
