import { e2e } from "./env";
import { expect, expectAccessible, signIn, test } from "./fixtures";
import { consoleCustomer, flowOf, reportInput, setClock, triggerRun } from "./runs-helpers";

/** `/runs`: the console's own index, its filters in the URL, open-by-id and live rows. */
test.describe("runs list", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, e2e.analyst);
  });

  test.afterEach(async () => {
    await setClock({ pause: false });
  });

  test("lists the sandbox's seeded runs with flow names, and is accessible", async ({ page }) => {
    const customer = await consoleCustomer();
    // Runs other specs queued may come first; one page of 100 holds the seeded ones.
    await page.goto("/runs?page_size=100");
    const table = page.getByRole("table", { name: "Flow runs" });
    for (const run of customer.flow_runs.slice(0, 3)) {
      await expect(table.getByText(run.id)).toBeVisible();
    }
    const failing = customer.flows.find((flow) => flow.kind === "failing");
    await expect(table.getByRole("link", { name: failing?.name }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("filters and sort live in the URL and survive a reload", async ({ page }) => {
    const customer = await consoleCustomer();
    const failed = customer.flow_runs.filter((run) => run.status === "FAILED");
    await page.goto("/runs?page_size=100");
    await page.getByRole("checkbox", { name: "Failed" }).click();
    await expect(page).toHaveURL(/status=FAILED/);
    await expect(page.getByRole("checkbox", { name: "Failed" })).toBeChecked();
    const table = page.getByRole("table", { name: "Flow runs" });
    await expect(table.getByText("Failed", { exact: true }).first()).toBeVisible();
    await expect(table.getByRole("cell").getByText("Completed", { exact: true })).toHaveCount(0);
    for (const run of failed) await expect(table.getByText(run.id)).toBeVisible();

    await page.getByRole("button", { name: /^Duration/ }).click();
    await expect(page).toHaveURL(/sort=duration&direction=desc|direction=desc.*sort=duration/);
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Failed" })).toBeChecked();
    await expect(page.getByRole("columnheader", { name: /Duration/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    // The filter, not the column chooser's "Trigger" checkbox.
    await page.getByRole("combobox", { name: "Trigger", exact: true }).selectOption("schedule");
    await expect(page).toHaveURL(/trigger_type=schedule/);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).not.toHaveURL(/status=/);
  });

  test("opens a run by id, and explains an id the service does not know", async ({ page }) => {
    await page.goto("/runs");
    const field = page.getByLabel("Open a run by id");
    await field.fill("00000000-0000-4000-8000-000000000000");
    await page.getByRole("button", { name: "Open run" }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(
      /No run with this id exists for the console's customer/,
    );

    const { flow_runs } = await consoleCustomer();
    const seeded = flow_runs.find((run) => run.status === "SKIPPED");
    await field.fill(seeded?.id ?? "");
    await page.getByRole("button", { name: "Open run" }).click();
    await expect(page).toHaveURL(new RegExp(`/runs/${seeded?.id}$`));
    await expect(page.getByText("Run status: Skipped")).toBeAttached();
  });

  test("a run shows up at once and its row moves on without a reload", async ({ page }) => {
    const flow = await flowOf("report");
    await setClock({ pause: true });
    const runId = await triggerRun(page, flow.id, {
      ...reportInput,
      company_name: "Row Update Ltd",
    });
    await page.goto(`/runs?flow_id=${flow.id}`);
    const row = page.getByRole("row").filter({ hasText: runId });
    await expect(row).toContainText("Queued");
    await setClock({ pause: false });
    await expect(row).toContainText("Completed", { timeout: 30_000 });
  });
});
