import { chromium, type Browser } from "@playwright/test";
import { loadedScripts, scriptsGzipKb } from "./page-scripts";

/**
 * The main pages as a signed-in browser first sees them: first-load JavaScript (gzipped, every
 * script loaded before the `load` event, counted once) and "first contentful paint with data":
 * the later of the first contentful paint and the moment the page's data first stands in the
 * document (a table row, or the overview's case count). A page that paints "Loading…" first
 * and its rows after a second request scores the second moment; a server-rendered one the first.
 * Times are milliseconds from navigation start, the median of `runs` cold loads (a fresh
 * browser context each, so no cache and no query state carries over).
 */
export interface PagePaint {
  path: string;
  first_load_gzip_kb: number;
  fcp_ms: number;
  fcp_with_data_ms: number;
}

/** What marks "the data is shown" on each page. */
export const MAIN_PAGES: { path: string; data: string }[] = [
  { path: "/", data: "main a[href='/cdd']" },
  { path: "/runs", data: "tbody tr[data-row-id]" },
  { path: "/cdd", data: "tbody tr[data-row-id]" },
  { path: "/monitoring/alerts", data: "tbody tr[data-row-id]" },
  { path: "/screening/hits", data: "tbody tr[data-row-id]" },
  { path: "/queue", data: "tbody tr[data-row-id]" },
];

export async function measureFirstPaint(
  consoleUrl: string,
  cookie: string,
  runs = 5,
): Promise<PagePaint[]> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const results: PagePaint[] = [];
    for (const { path, data } of MAIN_PAGES) {
      const samples: { kb: number; fcp: number; withData: number }[] = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(await loadOnce(browser, consoleUrl, cookie, path, data));
      }
      results.push({
        path,
        first_load_gzip_kb: median(samples.map((s) => s.kb)),
        fcp_ms: median(samples.map((s) => s.fcp)),
        fcp_with_data_ms: median(samples.map((s) => s.withData)),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function loadOnce(
  browser: Browser,
  consoleUrl: string,
  cookie: string,
  path: string,
  selector: string,
) {
  const context = await browser.newContext();
  const [name, ...value] = cookie.split("=");
  await context.addCookies([{ name, value: value.join("="), url: consoleUrl }]);
  const page = await context.newPage();
  // Watches the document from its first byte: the moment the data selector first matches. A string,
  // not a function: tsx adds helpers to a function's body that do not exist in the page.
  await page.addInitScript({
    content: `(() => {
      const css = ${JSON.stringify(selector)};
      const mark = () => {
        if (document.querySelector(css)) {
          window.__dataAt ??= performance.now();
          return true;
        }
        return false;
      };
      new MutationObserver((_, observer) => {
        if (mark()) observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    })();`,
  });
  await page.goto(`${consoleUrl}${path}`, { waitUntil: "load" });
  await page.waitForSelector(selector, { timeout: 30_000 });
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    // Missing only if the marker failed: counted as "now", the late side, never the early one.
    dataAt: (window as unknown as { __dataAt?: number }).__dataAt ?? performance.now(),
  }));
  const kb = await scriptsGzipKb(await loadedScripts(page));
  await context.close();
  return {
    kb,
    fcp: Math.round(timing.fcp),
    withData: Math.round(Math.max(timing.fcp, timing.dataAt)),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
