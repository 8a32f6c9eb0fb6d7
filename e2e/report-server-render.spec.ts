import type { APIRequestContext, Page } from "@playwright/test";
import { e2e } from "./env";
import { expect, sandbox, signIn, test } from "./fixtures";
import { consoleCustomer, flowOf, reportInput, triggerRun } from "./runs-helpers";

/**
 * Reports are rendered on the server (components/markdown/safe-markdown.tsx): their text is in the
 * HTML the server sends, before any script runs, and no page loads the Markdown parser. Hostile
 * Markdown stays inert in that HTML too, and a long report arrives whole, in order.
 */

// A token name of micromark, the parser under react-markdown: minifiers keep string literals.
const PARSER_MARKER = "codeFencedFenceSequence";

function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `${path} answers`).toBe(200);
  return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, " ");
}

function headings(markdown: string): string[] {
  return (markdown.match(/^#{1,3} .+$/gm) ?? []).map((line) => line.replace(/^#+ /, "").trim());
}

/** Opens the page and reads every script it loaded: none may hold the Markdown parser. */
async function expectNoParserShipped(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => url.endsWith(".js")),
  );
  expect(scripts.length, `${path} loads scripts`).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body.includes(PARSER_MARKER), `${url} holds the Markdown parser`).toBe(false);
  }
}

/** A report run completed now by the sandbox's control plane, for the console's customer. */
async function completedRun(page: Page, input: Record<string, unknown>): Promise<string> {
  const runId = await triggerRun(page, (await flowOf("report")).id, input);
  await sandbox("/_sandbox/events", {
    method: "POST",
    body: JSON.stringify({
      type: "flow_run_completed",
      customer_id: (await consoleCustomer()).id,
      target_id: runId,
    }),
  });
  return runId;
}

test.describe("reports rendered on the server", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, e2e.analyst);
  });

  test("a run's, a case's and a shared report are in the server's HTML; no page loads the parser", async ({
    page,
    browser,
  }) => {
    const runId = await completedRun(page, reportInput);
    const run = (await (await page.request.get(`/api/flow-runs/${runId}`)).json()) as {
      report: string;
    };
    const runHeadings = headings(run.report);
    expect(runHeadings.length).toBeGreaterThan(2);
    const runText = visibleText(await serverHtml(page.request, `/runs/${runId}`));
    for (const heading of runHeadings) expect(runText).toContain(heading);
    // The page's data carries the rendering, not the Markdown a second time (lib/runs/run-view.ts).
    const runDocument = await (await page.request.get(`/runs/${runId}`)).text();
    for (const line of run.report.match(/^#{1,3} .+$/gm) ?? []) {
      expect(runDocument, "the page carries the report's Markdown").not.toContain(line);
    }
    await expectNoParserShipped(page, `/runs/${runId}`, runHeadings[0]);

    const { cdds } = await sandbox<{
      customers: { api_key: string; cdds: { id: string; state: string }[] }[];
    }>("/_sandbox/seed").then((seed) =>
      seed.customers.find((customer) => customer.api_key === e2e.apiKey)!,
    );
    const cddId = cdds.find((item) => item.state === "COMPLETED")!.id;
    const cddReport = await (await page.request.get(`/api/cdds/${cddId}/report`)).text();
    const cddHeadings = headings(cddReport);
    expect(cddHeadings.length).toBeGreaterThan(0);
    const cddText = visibleText(await serverHtml(page.request, `/cdd/${cddId}/report`));
    for (const heading of cddHeadings) expect(cddText).toContain(heading);
    await expectNoParserShipped(page, `/cdd/${cddId}/report`, cddHeadings[0]);

    const created = await page.request.post("/api/shares", {
      data: { kind: "flow_run_report", targetId: runId, expiresIn: "24h" },
    });
    expect(created.status()).toBe(201);
    const { url } = (await created.json()) as { url: string };
    const reviewer = await browser.newContext();
    try {
      const reviewerPage = await reviewer.newPage();
      const shareText = visibleText(await serverHtml(reviewerPage.request, url));
      for (const heading of runHeadings) expect(shareText).toContain(heading);
      await expectNoParserShipped(reviewerPage, url, runHeadings[0]);
    } finally {
      await reviewer.close();
    }
  });

  test("hostile Markdown is inert in the server's HTML", async ({ page }) => {
    const runId = await completedRun(page, {
      ...reportInput,
      company_name: 'Hostile <script>window.__pwned=1</script><img src=x onerror="alert(1)">',
      notes: '[click](javascript:alert(1)) <iframe src="https://evil.example"></iframe>',
    });
    const html = await serverHtml(page.request, `/runs/${runId}`);
    const start = html.indexOf('data-testid="run-report"');
    expect(start, "the report is in the HTML").toBeGreaterThan(0);
    const report = html.slice(start, html.indexOf("</article>", start));
    expect(report).toContain("Hostile");
    expect(report).toContain(">click<");
    expect(report).not.toMatch(/<(script|img|iframe)\b/i);
    expect(report).not.toMatch(/\son\w+=/i);
    expect(report).not.toMatch(/javascript:/i);
  });

  test("a long report arrives whole and in order, and reads to its end", async ({
    page,
    browser,
  }) => {
    // Parsing 100 KB of Markdown takes the server a while on a busy machine, three times over.
    test.slow();
    const runId = await completedRun(page, reportInput);
    const grown = await sandbox<{ report_bytes: number }>(
      `/_sandbox/flow-runs/${runId}/long-report`,
      {
        method: "POST",
        body: JSON.stringify({ bytes: 100_000 }),
      },
    );
    expect(grown.report_bytes).toBeGreaterThanOrEqual(100_000);
    const run = (await (await page.request.get(`/api/flow-runs/${runId}`)).json()) as {
      report: string;
    };
    const repeats = (run.report.match(/^## Repeat \d+ of the findings$/gm) ?? []).map((line) =>
      line.slice(3),
    );
    // Several parts of at least 16 KiB each (components/markdown/safe-markdown.tsx).
    expect(repeats.length).toBeGreaterThan(30);

    // The server's response holds every part (the later ones streamed after the first).
    const response = await page.request.get(`/runs/${runId}`);
    expect(response.status()).toBe(200);
    const raw = await response.text();
    const text = visibleText(raw.replace(/<script[\s\S]*?<\/script>/g, " "));
    for (const heading of [repeats[0], repeats.at(-1)!]) expect(text).toContain(heading);
    // The page's data (in its scripts) carries each part once, as the same HTML, not as an element
    // per heading, list item and cell (ten times the bytes for the browser to read).
    const data = (raw.match(/<script[\s\S]*?<\/script>/g) ?? []).join("");
    // (Next writes `<` and `>` in its inline data as \u003c and \u003e.)
    const lastAsHtml = `\\u003ch2\\u003e${repeats.at(-1)!}\\u003c/h2\\u003e`;
    expect(data.replaceAll("<", "\\u003c").replaceAll(">", "\\u003e")).toContain(lastAsHtml);
    expect(data).not.toMatch(/\\"children\\":\\"Repeat \d+ of the findings\\"/);

    await page.goto(`/runs/${runId}`);
    const report = page.getByTestId("run-report");
    const last = report.getByRole("heading", { name: repeats.at(-1)!, exact: true });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeVisible();
    const shown = await report.locator("h2").allTextContents();
    expect(shown.filter((heading) => heading.startsWith("Repeat "))).toEqual(repeats);

    // The shared copy streams the same way under the share page's strict CSP.
    const created = await page.request.post("/api/shares", {
      data: { kind: "flow_run_report", targetId: runId, expiresIn: "24h" },
    });
    expect(created.status()).toBe(201);
    const reviewer = await browser.newContext();
    try {
      const reviewerPage = await reviewer.newPage();
      const violations: string[] = [];
      reviewerPage.on("console", (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
      });
      await reviewerPage.goto(((await created.json()) as { url: string }).url);
      const lastShared = reviewerPage
        .getByRole("region", { name: "Report" })
        .getByRole("heading", { name: repeats.at(-1)!, exact: true });
      await lastShared.scrollIntoViewIfNeeded();
      await expect(lastShared).toBeVisible();
      expect(violations).toEqual([]);
    } finally {
      await reviewer.close();
    }
  });
});
