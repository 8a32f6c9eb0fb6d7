import { readFileSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { beforeBuildCommit, benchKey, measureBeforeBuild, type Servers } from "./servers";
import { loadedScripts, scriptsGzipKb } from "./page-scripts";

/**
 * How fast a flow run's Markdown report shows, for a normal report and a 1 MiB one (made by the
 * sandbox's control plane, sandbox/docs/flows.md), in Chromium with a signed-in session, each a
 * median of cold loads (a fresh browser context each):
 * - data_ms: the run's data in the document (the report section's heading), from navigation start;
 * - report_ms: the report's first heading in the document and painted (later than first paint);
 * - report_after_data_ms: the difference, what the report itself costs;
 * - report_complete_ms: every part of the report in the document (a long report streams in): all
 *   its second-level headings, the last one last, the moment it was inserted (not bounded below
 *   by first paint, unlike the two above);
 * - first_view_report_ms / first_view_complete_ms: the same on the first load of the run, before
 *   the server holds its rendered parts (lib/reports/rendered-parts.ts); the medians above include
 *   the reloads that find them held;
 * - longest_task_load_ms / longest_task_scroll_ms: the longest main-thread task ('longtask'
 *   entries, 50 ms and over; 0 when none) while the page loads, and while reading the report to
 *   its end, a screen at a time;
 * - js_gzip_kb: every script the page loaded by then, gzipped, counted once;
 * - document_kb: the page's HTML response as received, uncompressed (the report's HTML and the
 *   page's data, which carries the rendering again).
 * With BENCH_BEFORE_DIR (another checkout's production build), the same for that build.
 */
export interface ReportTiming {
  report: string;
  report_bytes: number;
  data_ms: number;
  report_ms: number;
  report_after_data_ms: number;
  report_complete_ms: number;
  first_view_report_ms: number;
  first_view_complete_ms: number;
  longest_task_load_ms: number;
  longest_task_scroll_ms: number;
  js_gzip_kb: number;
  document_kb: number;
}

const LONG_REPORT_BYTES = 1024 * 1024;

async function sandboxJson<T = unknown>(servers: Servers, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${servers.sandbox.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Two completed report runs, one of them grown to 1 MiB. */
async function makeRuns(servers: Servers) {
  const completed = () =>
    sandboxJson<{ target_id: string }>(servers, "/_sandbox/events", {
      type: "flow_run_completed",
      customer_id: "northwind",
    });
  const normal = (await completed()).target_id;
  const long = (await completed()).target_id;
  await sandboxJson(servers, `/_sandbox/flow-runs/${long}/long-report`, {
    bytes: LONG_REPORT_BYTES,
  });
  const facts = async (runId: string) => {
    const response = await fetch(`${servers.sandbox.url}/flow-runs/${runId}`, {
      headers: { "x-api-key": benchKey },
    });
    const { report } = (await response.json()) as { report: string };
    const headings = report.match(/^## .+$/gm) ?? [];
    return {
      runId,
      bytes: Buffer.byteLength(report),
      lastHeading: (headings.at(-1) ?? "").slice(3).trim(),
      headingCount: headings.length,
    };
  };
  return [
    { report: "normal", loads: 5, ...(await facts(normal)) },
    { report: "1 MiB", loads: 3, ...(await facts(long)) },
  ];
}

interface BenchRun {
  report: string;
  runId: string;
  bytes: number;
  lastHeading: string;
  headingCount: number;
  loads: number;
}

export async function measureReportRender(servers: Servers) {
  const runs = await makeRuns(servers);
  const after = await measureConsole(servers.consoleUrl, servers.cookie, runs);
  const before = await measureBeforeBuild(servers, (other) =>
    measureConsole(other.url, other.cookie, runs),
  );
  console.log(
    "\nRun report page /runs/{id}: report shown (ms from navigation, median of cold loads)",
  );
  const row = ({ report: _report, ...figures }: ReportTiming) => figures;
  console.table(
    Object.fromEntries(
      after.flatMap((timing) => {
        const old = before?.find((candidate) => candidate.report === timing.report);
        return [
          ...(old ? [[`${timing.report} (before)`, row(old)]] : []),
          [timing.report, row(timing)],
        ];
      }),
    ),
  );
  printGoals(after, before);
  return {
    after,
    before,
    before_dir: process.env.BENCH_BEFORE_DIR ?? null,
    before_commit: beforeBuildCommit(),
    client_render_before: clientRenderBefore(),
  };
}

/** Issue 16's goals for reports, each figure beside its goal (before and after). */
function printGoals(after: ReportTiming[], before: ReportTiming[] | null) {
  const goals: [string, string, keyof ReportTiming, number][] = [
    ["normal", "report after the data (ms)", "report_after_data_ms", 200],
    ["1 MiB", "report visible (ms)", "report_ms", 1000],
    ["1 MiB", "report visible, first view (ms)", "first_view_report_ms", 1000],
    ["normal", "longest task, loading (ms)", "longest_task_load_ms", 200],
    ["1 MiB", "longest task, loading (ms)", "longest_task_load_ms", 200],
    ["1 MiB", "longest task, reading (ms)", "longest_task_scroll_ms", 200],
  ];
  const figure = (timings: ReportTiming[] | null, report: string, key: keyof ReportTiming) =>
    timings?.find((timing) => timing.report === report)?.[key] ?? "-";
  console.log("\nReports against issue 16's goals");
  console.table(
    goals.map(([report, what, key, goal]) => {
      const now = figure(after, report, key);
      return {
        report,
        figure: what,
        goal: `<= ${goal}`,
        before: figure(before, report, key),
        after: now,
        met: typeof now === "number" && now <= goal ? "yes" : "NO",
      };
    }),
  );
}

/**
 * The figures measured before reports were rendered on the server (client-side rendering), kept
 * from bench/results.json as each run rewrites its section.
 */
function clientRenderBefore(): unknown {
  try {
    const results = JSON.parse(readFileSync("bench/results.json", "utf8")) as {
      report_render?: { before?: unknown; before_dir?: string; client_render_before?: unknown };
    };
    const earlier = results.report_render;
    return (
      earlier?.client_render_before ??
      (earlier?.before ? { before_dir: earlier.before_dir, before: earlier.before } : null)
    );
  } catch {
    return null;
  }
}

async function measureConsole(
  consoleUrl: string,
  cookie: string,
  runs: BenchRun[],
): Promise<ReportTiming[]> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const results: ReportTiming[] = [];
    for (const run of runs) {
      const samples: Sample[] = [];
      for (let load = 0; load < run.loads; load += 1) {
        samples.push(await loadOnce(browser, consoleUrl, cookie, run));
      }
      const pick = (key: keyof Sample) => median(samples.map((s) => s[key]));
      results.push({
        report: run.report,
        report_bytes: run.bytes,
        data_ms: pick("dataAt"),
        report_ms: pick("reportAt"),
        report_after_data_ms: pick("reportAfterData"),
        report_complete_ms: pick("completeAt"),
        first_view_report_ms: samples[0].reportAt,
        first_view_complete_ms: samples[0].completeAt,
        longest_task_load_ms: pick("longestLoad"),
        longest_task_scroll_ms: pick("longestScroll"),
        js_gzip_kb: pick("kb"),
        document_kb: pick("documentKb"),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

interface Marks {
  __marks: Record<string, number>;
  __tasks: { start: number; duration: number }[];
}

/**
 * Watches the document from its first byte: long tasks, and the moments the run's data, the
 * report's first heading and its last one are first in the document. A string, not a function:
 * the TypeScript runner would add helpers to a function's text that the page does not have.
 */
function marksScript(lastHeading: string, headingCount: number): string {
  return `(() => {
    const state = window;
    state.__marks = {};
    state.__tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.__tasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: "longtask", buffered: true });
    const mark = (key) => (state.__marks[key] ??= performance.now());
    new MutationObserver((_, observer) => {
      if (document.getElementById("report-heading")) mark("data");
      const report = document.querySelector("[data-testid=run-report]");
      if (!report) return;
      if (report.querySelector("h1")) mark("report");
      const h2 = report.getElementsByTagName("h2");
      const last = h2[h2.length - 1]?.textContent?.trim();
      if (h2.length >= ${headingCount} && last === ${JSON.stringify(lastHeading)}) {
        mark("complete");
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  })();`;
}

/** Reading: a screen at a time down to the end of the page, two frames apart (a string, as above). */
const READ_TO_THE_END = `(async () => {
  const from = performance.now();
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
  for (let step = 0; step < 400; step += 1) {
    window.scrollBy(0, window.innerHeight);
    await frame();
    await frame();
    if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight) break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  return Math.max(0, ...window.__tasks.filter((t) => t.start >= from).map((t) => t.duration));
})()`;

interface Sample {
  dataAt: number;
  reportAt: number;
  reportAfterData: number;
  completeAt: number;
  longestLoad: number;
  longestScroll: number;
  kb: number;
  documentKb: number;
}

async function loadOnce(
  browser: Browser,
  consoleUrl: string,
  cookie: string,
  run: BenchRun,
): Promise<Sample> {
  const context = await browser.newContext();
  const [name, ...value] = cookie.split("=");
  await context.addCookies([{ name, value: value.join("="), url: consoleUrl }]);
  const page = await context.newPage();
  await page.addInitScript({ content: marksScript(run.lastHeading, run.headingCount) });
  await page.goto(`${consoleUrl}/runs/${run.runId}`, { waitUntil: "load" });
  await page.waitForFunction(
    () => (window as unknown as Marks).__marks.complete !== undefined,
    null,
    {
      timeout: 120_000,
    },
  );
  const loaded = await page.evaluate(() => {
    const state = window as unknown as Marks;
    return {
      now: performance.now(),
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      marks: state.__marks,
      documentBytes:
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
          ?.decodedBodySize ?? 0,
    };
  });
  // Reading: a screen at a time down to the end of the report, a frame apart.
  const longestScroll = await page.evaluate<number>(READ_TO_THE_END);
  const tasks = await page.evaluate(() => (window as unknown as Marks).__tasks);
  const kb = await scriptsGzipKb(await loadedScripts(page));
  await context.close();
  const dataAt = loaded.marks.data ?? loaded.now;
  const reportAt = Math.max(loaded.fcp, loaded.marks.report ?? loaded.now);
  return {
    dataAt: Math.round(Math.max(loaded.fcp, dataAt)),
    reportAt: Math.round(reportAt),
    reportAfterData: Math.round(reportAt - Math.max(loaded.fcp, dataAt)),
    completeAt: Math.round(loaded.marks.complete ?? loaded.now),
    longestLoad: Math.round(
      Math.max(0, ...tasks.filter((t) => t.start < loaded.now).map((t) => t.duration)),
    ),
    longestScroll: Math.round(longestScroll),
    kb,
    documentKb: Math.round(loaded.documentBytes / 1024),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
