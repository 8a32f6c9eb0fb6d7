import type { Page } from "@playwright/test";
import { e2e } from "./env";
import { expect, expectAccessible, sandbox, signIn, test } from "./fixtures";

/**
 * Monitorings and executions: every sort, filter and page compared with what the sandbox answers
 * to the same query. The clock is paused so that the two reads see the same data.
 */
interface Page_<T> {
  items: T[];
  next_token: string | null;
}
type MonitoringPage = Page_<{ id: string; website: string; state: string }>;
type ExecutionPage = Page_<{ id: string; execution_time: string; alert_count: number }>;

async function rowIds(page: Page, name: RegExp): Promise<string[]> {
  return page
    .getByRole("table", { name })
    .locator("tbody tr[data-row-id]")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-row-id") ?? ""));
}

async function expectRows(page: Page, name: RegExp, ids: string[]): Promise<void> {
  await expect.poll(() => rowIds(page, name), { timeout: 15_000 }).toEqual(ids);
}

const ids = (list: Page_<{ id: string }>) => list.items.map((item) => item.id);
const api = <T>(path: string) => sandbox<T>(path, { key: true });
const clock = (body: object) =>
  sandbox("/_sandbox/clock", { method: "POST", body: JSON.stringify(body) });
const monitorings = /^Monitorings/;
const executions = /^Monitoring executions/;

test.use({ timezoneId: "UTC" });

test.describe("monitorings and executions", () => {
  test.beforeAll(async () => {
    await clock({ pause: true });
  });
  test.afterAll(async () => {
    await clock({ pause: false });
  });

  test("monitorings sort by each key both ways, as the upstream does", async ({ page }) => {
    await signIn(page, e2e.analyst);
    await page.goto("/monitoring/monitorings?page_size=100");
    await expectRows(
      page,
      monitorings,
      ids(await api<MonitoringPage>("/monitorings?page_size=100")),
    );

    const headers = [
      ["Website", "website"],
      ["State", "state"],
      ["Next run", "next_run"],
      ["Last execution", "last_execution"],
    ] as const;
    for (const [label, key] of headers) {
      for (const direction of ["desc", "asc"] as const) {
        // The first click on a header sorts descending, the second flips it.
        const current = new URL(page.url()).searchParams;
        const already =
          (current.get("sort_by") ?? "last_execution") === key &&
          (current.get("sort_direction") ?? "desc") === direction;
        if (!already) await page.getByRole("button", { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`sort_by=${key}&sort_direction=${direction}`));
        const expected = await api<MonitoringPage>(
          `/monitorings?page_size=100&sort_by=${key}&sort_direction=${direction}`,
        );
        await expectRows(page, monitorings, ids(expected));
      }
    }
    await expectAccessible(page);
  });

  test("a state or a website filter returns every match, never both", async ({ page }) => {
    await signIn(page, e2e.analyst);
    await page.goto("/monitoring/monitorings?page_size=10");
    await expect(page.getByText(/State and website filters do not combine/)).toBeVisible();

    await page.getByRole("radio", { name: "By state", exact: true }).click();
    await page.getByLabel("State", { exact: true }).selectOption("IDLE");
    await expect(page).toHaveURL(/state=IDLE/);
    const idle = await api<MonitoringPage>("/monitorings?page_size=10&state=IDLE");
    expect(idle.items.length).toBeGreaterThan(10);
    expect(idle.next_token).toBeNull();
    await expectRows(page, monitorings, ids(idle));
    await expect(page.getByRole("status").filter({ hasText: "match this filter" })).toContainText(
      `${idle.items.length} monitorings`,
    );
    await expect(page.getByRole("button", { name: "Next", exact: true })).toHaveCount(0);

    const target = idle.items[3].website;
    await page.getByRole("radio", { name: "By website", exact: true }).click();
    await page.getByLabel("Website", { exact: true }).fill(target.replace(/^https:\/\/www\./, ""));
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/website=/);
    await expect(page).not.toHaveURL(/state=/);
    const bySite = await api<MonitoringPage>(`/monitorings?website=${encodeURIComponent(target)}`);
    await expectRows(page, monitorings, ids(bySite));

    await page.getByRole("radio", { name: "No filter", exact: true }).click();
    await expectRows(
      page,
      monitorings,
      ids(await api<MonitoringPage>("/monitorings?page_size=10")),
    );
    await expect(page.getByRole("button", { name: "Next", exact: true })).toBeEnabled();
    await expectAccessible(page);
  });

  test("executions page forward three times and back, with alert links", async ({ page }) => {
    const pages: ExecutionPage[] = [
      await api<ExecutionPage>("/monitoring-executions?page_size=10"),
    ];
    while (pages.length < 4 && pages.at(-1)?.next_token) {
      const token = encodeURIComponent(pages.at(-1)?.next_token ?? "");
      pages.push(
        await api<ExecutionPage>(`/monitoring-executions?page_size=10&next_token=${token}`),
      );
    }
    expect(pages).toHaveLength(4);

    await signIn(page, e2e.analyst);
    await page.goto("/monitoring/executions?page_size=10");
    await expect(page.getByText("Executions of the last 30 days, newest first.")).toBeVisible();
    await expectRows(page, executions, ids(pages[0]));
    for (const expected of pages.slice(1)) {
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await expectRows(page, executions, ids(expected));
    }
    await page.getByRole("button", { name: "Previous", exact: true }).click();
    await expectRows(page, executions, ids(pages[2]));
    await page.getByRole("button", { name: "Previous", exact: true }).click();
    await expectRows(page, executions, ids(pages[1]));

    const withAlert = pages.flatMap((p) => p.items).find((item) => item.alert_count > 0);
    expect(withAlert, "an execution that raised an alert").toBeDefined();
    if (!withAlert) return;
    const at = Date.parse(withAlert.execution_time);
    const expected = await sandbox<Page_<{ id: string; execution_result_id: string }>>(
      `/monitoring-alerts?page_size=100&execution_time_after=${new Date(at - 1).toISOString()}&execution_time_before=${new Date(at + 1).toISOString()}`,
      { key: true },
    );
    expect(expected.items.map((alert) => alert.execution_result_id)).toContain(withAlert.id);

    await page.goto("/monitoring/executions?page_size=100");
    await page
      .getByRole("table", { name: executions })
      .locator(`tr[data-row-id="${withAlert.id}"]`)
      .getByRole("link", { name: /alert/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`execution=${withAlert.id}`));
    await expect(page.getByText("Alerts of one execution")).toBeVisible();
    await expectRows(page, /^Monitoring alerts/, ids(expected));
  });

  test("a range over 60 days is refused in the form, before any request", async ({ page }) => {
    await signIn(page, e2e.analyst);
    await page.goto("/monitoring/executions");
    await expect(page.getByLabel("From", { exact: true })).not.toHaveValue("");
    await expectAccessible(page);

    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/monitoring-executions")) requested.push(request.url());
    });
    await page.getByLabel("From", { exact: true }).fill("2026-01-01T00:00");
    await page.getByLabel("To", { exact: true }).fill("2026-04-01T00:00");
    await page.getByRole("button", { name: "Show executions" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "at most 60 days" })).toBeVisible();
    await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page).not.toHaveURL(/from=/);
    expect(requested).toEqual([]);

    const now = Date.now();
    const from = new Date(now - 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 16);
    const to = new Date(now).toISOString().slice(0, 16);
    await page.getByLabel("From", { exact: true }).fill(from);
    await page.getByLabel("To", { exact: true }).fill(to);
    await page.getByRole("button", { name: "Show executions" }).click();
    await expect(page).toHaveURL(/from=.*&to=/);
    const expected = await api<ExecutionPage>(
      `/monitoring-executions?page_size=25&from=${from}:00.000Z&to=${to}:00.000Z`,
    );
    await expectRows(page, executions, ids(expected));
  });
});
