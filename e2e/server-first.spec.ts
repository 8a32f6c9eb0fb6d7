import type { APIRequestContext } from "@playwright/test";
import { e2e } from "./env";
import { expect, sandbox, signIn, test } from "./fixtures";

/**
 * Server-first pages: the HTML the server sends, before any script runs, already holds the data,
 * and an unknown id is an HTTP 404. The HTML is read with the signed-in session's cookie and
 * without a browser; script bodies are removed first, because the hydration state travels in
 * them and would otherwise make a page that painted "Loading…" pass.
 */
interface SeedCustomer {
  api_key: string;
  searches: { id: string; reference?: string }[];
  screening_alerts: { id: string; reference?: string }[];
}

function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `${path} answers`).toBe(200);
  const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, " ");
  return { html, text: visibleText(html) };
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `${path} answers`).toBe(200);
  return (await response.json()) as T;
}

async function seed(): Promise<SeedCustomer> {
  const all = await sandbox<{ customers: SeedCustomer[] }>("/_sandbox/seed");
  const mine = all.customers.find((customer) => customer.api_key === e2e.apiKey);
  if (!mine) throw new Error("the sandbox seed has no customer for the suite's key");
  return mine;
}

test.describe("server-first pages", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, e2e.analyst);
  });

  test("the five main pages hold their data in the server's HTML", async ({ page }) => {
    const request = page.request;

    const overview = await json<{ cdd: { ok: boolean; data: { total: number } } }>(
      request,
      "/api/overview",
    );
    expect(overview.cdd.ok).toBe(true);
    expect((await serverHtml(request, "/")).text).toContain(`${overview.cdd.data.total} cases`);

    const runs = await json<{ items: { id: string }[] }>(request, "/api/runs");
    expect(runs.items.length).toBeGreaterThan(0);
    expect((await serverHtml(request, "/runs")).html).toContain(
      `href="/runs/${encodeURIComponent(runs.items[0].id)}"`,
    );

    const cdds = await json<{ cases: { id: string }[] }>(request, "/api/cdds");
    expect(cdds.cases.length).toBeGreaterThan(0);
    const cddHtml = (await serverHtml(request, "/cdd")).html;
    expect(cdds.cases.some((item) => cddHtml.includes(`href="/cdd/${item.id}"`))).toBe(true);

    const alerts = await json<{ items: { website: string }[] }>(
      request,
      "/api/monitoring-alerts?page_size=25",
    );
    expect(alerts.items.length).toBeGreaterThan(0);
    const website = alerts.items[0].website.replace(/^https?:\/\//i, "").replace(/\/$/, "");
    expect((await serverHtml(request, "/monitoring/alerts")).text).toContain(website);

    const hits = await json<{ items: { key: string }[] }>(
      request,
      "/api/screening/hits?page=1&page_size=25",
    );
    expect(hits.items.length).toBeGreaterThan(0);
    expect((await serverHtml(request, "/screening/hits")).html).toContain(
      `data-row-id="${hits.items[0].key}"`,
    );
  });

  test("the monitoring and screening lists hold their data in the server's HTML", async ({
    page,
  }) => {
    const request = page.request;
    const rowOf = (id: string) => `data-row-id="${id}"`;

    const monitorings = await json<{ items: { id: string }[] }>(
      request,
      "/api/monitorings?sort_by=last_execution&sort_direction=desc&page_size=25",
    );
    expect(monitorings.items.length).toBeGreaterThan(0);
    expect((await serverHtml(request, "/monitoring/monitorings")).html).toContain(
      rowOf(monitorings.items[0].id),
    );

    const executions = await json<{ items: { id: string }[] }>(
      request,
      "/api/monitoring-executions?page_size=25",
    );
    expect(executions.items.length).toBeGreaterThan(0);
    expect((await serverHtml(request, "/monitoring/executions")).html).toContain(
      rowOf(executions.items[0].id),
    );

    // The screening lists are the console's index: an alert opened by id joins it.
    const customer = await seed();
    await json(request, `/api/v1/name-screenings/alerts/${customer.screening_alerts[0].id}`);
    const searches = await json<{ items: { id: string }[] }>(
      request,
      "/api/screening/searches?page=1&page_size=25",
    );
    const alerts = await json<{ items: { id: string }[] }>(
      request,
      "/api/screening/alerts?page=1&page_size=10",
    );
    expect(searches.items.length).toBeGreaterThan(0);
    expect(alerts.items.length).toBeGreaterThan(0);
    const { html } = await serverHtml(request, "/screening");
    expect(html).toContain(rowOf(searches.items[0].id));
    expect(html).toContain(rowOf(alerts.items[0].id));
  });

  test("list controls that need script are disabled until the page is hydrated", async ({
    page,
  }) => {
    // In the server's HTML, before any script: nothing to click that would be lost.
    const { html } = await serverHtml(page.request, "/monitoring/alerts");
    expect(html).toMatch(/<select[^>]*\bdisabled=""/);
    expect(html).toMatch(/<fieldset aria-label="Filter the alerts" disabled=""/);
    // Once hydrated, the same controls work.
    await page.goto("/monitoring/alerts");
    await expect(page.getByLabel("Rows per page")).toBeEnabled();
    const filters = page.getByRole("group", { name: "Filter the alerts" });
    await expect(filters.getByRole("button", { name: "Apply" })).toBeEnabled();
  });

  test("the review queue holds its first page in the server's HTML", async ({ page }) => {
    // Opening the queue also brings it in step with the service (an item the service closed
    // meanwhile leaves the page), so the answer and the page are compared until both agree.
    await expect
      .poll(async () => {
        // The page's own defaults (what is still to do, oldest first); the API alone lists every state.
        const queue = await json<{ items: { id: string }[] }>(
          page.request,
          "/api/queue?state=active&sort=oldest&page=1&page_size=50",
        );
        expect(queue.items.length).toBeGreaterThan(0);
        const { html } = await serverHtml(page.request, "/queue");
        return html.includes(`data-row-id="${queue.items[0].id}"`);
      })
      .toBe(true);
  });

  test("every detail page holds its record in the server's HTML", async ({ page }) => {
    const request = page.request;
    const customer = await seed();

    const run = (await json<{ items: { id: string }[] }>(request, "/api/runs")).items[0];
    expect((await serverHtml(request, `/runs/${encodeURIComponent(run.id)}`)).text).toContain(
      `Run ${run.id}`,
    );

    const cddId = (await json<{ cases: { id: string }[] }>(request, "/api/cdds")).cases[0].id;
    expect((await serverHtml(request, `/cdd/${cddId}`)).text).toContain(cddId);

    const report = await request.get(`/api/cdds/${cddId}/report`);
    if (report.ok()) {
      const heading = (await report.text())
        .split("\n")
        .find((line) => /^#{1,3} \w/.test(line))
        ?.replace(/^#+ /, "")
        .trim();
      expect(heading, "the report has a heading").toBeTruthy();
      expect((await serverHtml(request, `/cdd/${cddId}/report`)).text).toContain(heading ?? "");
    }

    const search = customer.searches[0];
    expect((await serverHtml(request, `/screening/searches/${search.id}`)).text).toContain(
      search.reference ?? search.id,
    );

    const alert = customer.screening_alerts[0];
    const alertBody = await json<{ id: string; reference?: string }>(
      request,
      `/api/v1/name-screenings/alerts/${alert.id}`,
    );
    expect((await serverHtml(request, `/screening/alerts/${alert.id}`)).text).toContain(
      alertBody.reference ?? alertBody.id,
    );
  });

  test("an unknown id answers 404 with the not-found page", async ({ page }) => {
    const unknown = [
      "/runs/00000000-0000-4000-8000-000000000000",
      "/cdd/00000000-0000-4000-8000-000000000000",
      "/cdd/00000000-0000-4000-8000-000000000000/report",
      "/screening/searches/00000000-0000-4000-8000-000000000000",
      "/screening/alerts/00000000-0000-4000-8000-000000000000",
      "/runs/not%20an%20id",
      // An id the service refuses as malformed names nothing either.
      "/cdd/not-a-uuid",
    ];
    for (const path of unknown) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      // The not-found page's content streams in the flight data, so the whole body is read here
      // and the page is then opened in the browser to see it shown.
      expect(await response.text(), path).toContain("Nothing exists at this address");
    }
    for (const path of [unknown[0], unknown[1], unknown[3], "/cdd/not-a-uuid"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
    }
  });

  test("a tab that gets no animation frame (loaded hidden) still shows the streamed page, once", async ({
    page,
  }) => {
    // What a background tab does: animation frames never run, so React's own first reveal waits.
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.goto("/cdd?state=COMPLETED");
    const count = /^\d+ of \d+ cases are completed/;
    await expect(page.getByRole("main").getByText(count)).toBeVisible();
    await expect(page.getByText(count)).toHaveCount(1);
    // Nothing is left parked, invisible, at the end of the document.
    await expect(page.locator("div[hidden][id^='S:']")).toHaveCount(0);
  });
});
