import { listFlowRuns } from "../lib/db/flow-runs-list";
import { openDatabase } from "../lib/db/connection";
import { e2e } from "./env";
import { expect, expectAccessible, sandbox, signIn, test } from "./fixtures";

/**
 * The home page's figures against their sources: the sandbox for alerts and CDD cases, the
 * console's own run index (read straight from its store) for runs, the console's screening
 * index (checked against the sandbox in the screening specs) for hits.
 */
interface AlertList {
  items: { execution_time: string; acknowledged_at: string | null }[];
  unacknowledged_count: number;
  next_token: string | null;
}

const clock = (body: object) =>
  sandbox("/_sandbox/clock", { method: "POST", body: JSON.stringify(body) });
const dayMs = 24 * 60 * 60 * 1000;

async function alertsOnDay(day: string): Promise<number> {
  const start = Date.parse(`${day}T00:00:00.000Z`);
  const list = await sandbox<AlertList>(
    `/monitoring-alerts?page_size=100&execution_time_after=${new Date(start - 1).toISOString()}&execution_time_before=${new Date(start + dayMs).toISOString()}`,
    { key: true },
  );
  return list.items.length;
}

async function runCounts() {
  const db = openDatabase({ dataDir: e2e.dataDir });
  try {
    const since = new Date(Date.now() - dayMs);
    const [running, queued, failed] = await Promise.all([
      listFlowRuns(db, { status: ["RUNNING"], pageSize: 1 }),
      listFlowRuns(db, { status: ["QUEUED"], pageSize: 1 }),
      listFlowRuns(db, { status: ["FAILED"], triggeredFrom: since, pageSize: 1 }),
    ]);
    return { inProgress: running.total + queued.total, failed: failed.total };
  } finally {
    await db.destroy();
  }
}

test.describe("overview", () => {
  test.beforeAll(async () => {
    await clock({ pause: true });
  });
  test.afterAll(async () => {
    await clock({ pause: false });
  });

  test("each figure matches its source and links to the list behind it", async ({ page }) => {
    await signIn(page, e2e.analyst);
    const alerts = await sandbox<AlertList>("/monitoring-alerts?page_size=1", { key: true });
    await expect(page.getByTestId("overview-unacknowledged")).toHaveText(
      String(alerts.unacknowledged_count),
    );
    await expect(
      page.getByRole("link", { name: /Unacknowledged monitoring alerts/ }),
    ).toHaveAttribute("href", "/monitoring/alerts?only_unacknowledged=true");

    const cdds = await sandbox<{ cases: { state: string }[] }>("/cdds", { key: true });
    for (const state of ["INITIATED", "IN_PROGRESS", "COMPLETED", "FAILED"]) {
      const expected = cdds.cases.filter((item) => item.state === state).length;
      await expect(page.getByTestId(`overview-cdd-${state}`)).toHaveText(String(expected));
    }
    await expect(page.getByRole("link", { name: "Completed", exact: true })).toHaveAttribute(
      "href",
      "/cdd?state=COMPLETED",
    );

    // The run watcher may still be catching up with the sandbox; a reload reads the index again.
    await expect(async () => {
      await page.reload();
      const runs = await runCounts();
      await expect(page.getByTestId("overview-runs-in-progress")).toHaveText(
        String(runs.inProgress),
        { timeout: 5_000 },
      );
      await expect(page.getByTestId("overview-runs-failed")).toHaveText(String(runs.failed), {
        timeout: 5_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole("link", { name: /Runs in progress/ })).toHaveAttribute(
      "href",
      "/runs?status=RUNNING,QUEUED",
    );
    await expect(
      page.getByRole("link", { name: /Runs failed in the last 24 hours/ }),
    ).toHaveAttribute("href", /^\/runs\?status=FAILED&from=/);

    const hits = (await (
      await page.request.get("/api/screening/hits?status=UNRESOLVED")
    ).json()) as {
      total: number;
    };
    await expect(page.getByTestId("overview-unresolved-hits")).toHaveText(String(hits.total));
    await expect(page.getByRole("link", { name: /Unresolved screening hits/ })).toHaveAttribute(
      "href",
      "/screening/hits?status=UNRESOLVED",
    );

    const today = new Date().toISOString().slice(0, 10);
    await page.getByText("Monitoring alerts per day as a table").click();
    await expect(page.locator(`td[data-day="${today}"]`).first()).toHaveText(
      String(await alertsOnDay(today)),
    );
    await expect(page.getByRole("img", { name: /Monitoring alerts per day/ })).toBeVisible();
    await expectAccessible(page);
  });

  test("the figures and the badge follow a new alert without a reload", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, e2e.admin);
    const before = (await sandbox<AlertList>("/monitoring-alerts?page_size=1", { key: true }))
      .unacknowledged_count;
    await expect(page.getByTestId("overview-unacknowledged")).toHaveText(String(before));
    await page.getByText("Monitoring alerts per day as a table").click();

    const fired = await sandbox<{ target_id: string }>("/_sandbox/events", {
      method: "POST",
      body: JSON.stringify({ type: "monitoring_alert_fired" }),
    });
    expect(fired.target_id).not.toBe("");
    const after = await sandbox<AlertList>("/monitoring-alerts?page_size=100", { key: true });
    const newest = after.items[0];
    expect(after.unacknowledged_count).toBe(before + 1);

    await expect(page.getByTestId("overview-unacknowledged")).toHaveText(String(before + 1), {
      timeout: 45_000,
    });
    await expect(page.getByTestId("unacknowledged-badge")).toHaveText(String(before + 1));
    // The sandbox's clock runs ahead of the console's; an alert dated after the console's
    // today is outside the chart's window (only possible just before midnight UTC).
    const day = newest.execution_time.slice(0, 10);
    if (day <= new Date().toISOString().slice(0, 10)) {
      await expect(page.locator(`td[data-day="${day}"]`).first()).toHaveText(
        String(await alertsOnDay(day)),
        { timeout: 20_000 },
      );
    }
  });
});
