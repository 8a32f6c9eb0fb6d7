import type { Page } from "@playwright/test";
import { e2e } from "./env";
import { expect, expectAccessible, sandbox, signIn, test } from "./fixtures";

/**
 * Monitoring alerts against the sandbox's own answers. The sandbox clock is paused so that no
 * scheduled execution or acknowledgement changes the lists between the two reads.
 */
interface AlertList {
  items: { id: string; execution_time: string; execution_result_id: string }[];
  unacknowledged_count: number;
  next_token: string | null;
}

const caption = "Monitoring alerts, newest execution first";

async function rowIds(page: Page): Promise<string[]> {
  return page
    .getByRole("table", { name: caption })
    .locator("tbody tr[data-row-id]")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-row-id") ?? ""));
}

async function expectRows(page: Page, ids: string[]): Promise<void> {
  await expect.poll(() => rowIds(page), { timeout: 15_000 }).toEqual(ids);
}

const ids = (list: AlertList) => list.items.map((alert) => alert.id);
const alerts = (query: string) => sandbox<AlertList>(`/monitoring-alerts?${query}`, { key: true });
const clock = (body: object) =>
  sandbox("/_sandbox/clock", { method: "POST", body: JSON.stringify(body) });

test.use({ timezoneId: "UTC" });

test.describe("monitoring alerts", () => {
  test.beforeAll(async () => {
    await clock({ pause: true });
  });
  test.afterAll(async () => {
    await clock({ pause: false });
  });

  test("the acknowledgement and time filters list what the upstream lists", async ({ page }) => {
    await signIn(page, e2e.analyst);
    const all = await alerts("page_size=100");
    await page.goto("/monitoring/alerts?page_size=100");
    await expectRows(page, ids(all));
    await expect(page.getByTestId("alerts-unacknowledged-count").first()).toHaveText(
      String(all.unacknowledged_count),
    );
    await expect(page.getByTestId("unacknowledged-badge")).toHaveText(
      String(all.unacknowledged_count),
    );

    await page.getByRole("radio", { name: "Unacknowledged only", exact: true }).click();
    await expect(page).toHaveURL(/only_unacknowledged=true/);
    const unacknowledged = await alerts("page_size=100&only_unacknowledged=true");
    expect(unacknowledged.items.length).toBeGreaterThan(0);
    await expectRows(page, ids(unacknowledged));

    await page.getByRole("radio", { name: "Acknowledged only", exact: true }).click();
    await expect(page).toHaveURL(/acknowledged=true/);
    await expect(page).not.toHaveURL(/only_unacknowledged/);
    await expectRows(page, ids(await alerts("page_size=100&acknowledged=true")));

    await page.getByRole("radio", { name: "All alerts", exact: true }).click();
    const times = all.items.map((alert) => alert.execution_time);
    // datetime-local has minutes; with the UTC time zone the inputs are the ISO values' start.
    const after = times[Math.min(8, times.length - 1)].slice(0, 16);
    const before = times[2].slice(0, 16);
    await page.getByLabel("Executed after").fill(after);
    await page.getByLabel("Executed before").fill(before);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/execution_time_after=/);
    const ranged = await alerts(
      `page_size=100&execution_time_after=${after}:00.000Z&execution_time_before=${before}:00.000Z`,
    );
    expect(ranged.items.length).toBeGreaterThan(0);
    expect(ranged.items.length).toBeLessThan(all.items.length);
    await expectRows(page, ids(ranged));

    const table = page.getByRole("table", { name: caption });
    // Compact rows: one line per alert, its checks in full once its details are opened.
    await expect(table.getByText(/Method: /)).toHaveCount(0);
    await table
      .getByRole("button", { name: /^Details of / })
      .first()
      .click();
    await expect(table.getByText(/Method: /).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("pages forward three times and back through the cursor stack", async ({ page }) => {
    const pages: AlertList[] = [await alerts("page_size=10")];
    while (pages.length < 4 && pages.at(-1)?.next_token) {
      const token = encodeURIComponent(pages.at(-1)?.next_token ?? "");
      pages.push(await alerts(`page_size=10&next_token=${token}`));
    }
    expect(pages).toHaveLength(4);

    await signIn(page, e2e.analyst);
    await page.goto("/monitoring/alerts");
    await page.getByLabel("Rows per page").selectOption("10");
    await expect(page).toHaveURL(/page_size=10/);
    await expectRows(page, ids(pages[0]));
    for (const [index, expected] of pages.slice(1).entries()) {
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await expect(page.getByText(`Page ${index + 2}`, { exact: true })).toBeVisible();
      await expectRows(page, ids(expected));
    }
    await expect(page).toHaveURL(/cursor=/);
    await page.getByRole("button", { name: "Previous", exact: true }).click();
    await expectRows(page, ids(pages[2]));
    await page.getByRole("button", { name: "Previous", exact: true }).click();
    await expectRows(page, ids(pages[1]));
    await page.goBack();
    await expectRows(page, ids(pages[2]));
    await page.getByRole("button", { name: "First page" }).click();
    await expectRows(page, ids(pages[0]));
  });

  test("the badge and the count follow a new alert without a reload", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, e2e.admin);
    await page.goto("/monitoring/alerts");
    const before = (await alerts("page_size=1")).unacknowledged_count;
    await expect(page.getByTestId("alerts-unacknowledged-count").first()).toHaveText(
      String(before),
    );

    await sandbox("/_sandbox/events", {
      method: "POST",
      body: JSON.stringify({ type: "monitoring_alert_fired" }),
    });
    const after = (await alerts("page_size=1")).unacknowledged_count;
    expect(after).toBe(before + 1);
    await expect(page.getByTestId("unacknowledged-badge")).toHaveText(String(after), {
      timeout: 45_000,
    });
    await expect(page.getByTestId("alerts-unacknowledged-count").first()).toHaveText(String(after));
  });
});
