import { readFile } from "node:fs/promises";
import { e2e } from "./env";
import { expect, expectAccessible, signIn, test } from "./fixtures";
import { flowOf, openFinishedRun, reportInput, triggerRun } from "./runs-helpers";

/** Every kind of run the sandbox offers, as the run page shows it (spec 2.2, 2.3, 4.3). */
test.describe("run page: every run kind", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, e2e.analyst);
  });

  test("a report run shows its Markdown report, timeline, input and output; it downloads and prints", async ({
    page,
  }) => {
    const flow = await flowOf("report");
    const runId = await triggerRun(page, flow.id, {
      ...reportInput,
      registration_number: "09876543",
    });
    await openFinishedRun(page, runId, "Completed");
    await expect(page.getByRole("heading", { level: 1, name: flow.name })).toBeVisible();
    const report = page.getByTestId("run-report");
    await expect(
      report.getByRole("heading", { name: /Harbourline Logistics Ltd/ }).first(),
    ).toBeVisible();
    await expect(report.getByRole("table").first()).toBeVisible();
    const source = report.getByRole("link", { name: "OFAC SDN list" });
    await expect(source).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Started");
    await expect(page.getByRole("list", { name: "Run input" })).toContainText("09876543");
    await expect(page.getByRole("list", { name: "Structured output" })).toContainText("risk");
    await expect(page.getByText("Execution log")).toBeVisible();
    await expectAccessible(page);

    // The page's data leaves the report's text out; the download fetches it when clicked.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download .md" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`flow-run-${runId}.md`);
    const run = (await (await page.request.get(`/api/flow-runs/${runId}`)).json()) as {
      report: string;
    };
    expect(await readFile((await saved.path())!, "utf8")).toBe(run.report);

    await page.getByRole("link", { name: "Print view" }).click();
    await expect(page).toHaveURL(new RegExp(`/runs/${runId}/print$`));
    await expect(page.getByRole("heading", { name: `${flow.name} report` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  });

  test("a structured-only run has no report and shows its output as a collapsible tree", async ({
    page,
  }) => {
    const flow = await flowOf("structured");
    const runId = await triggerRun(page, flow.id, {
      company_name: "Acme GmbH",
      country_code: "DE",
    });
    await openFinishedRun(page, runId, "Completed");
    await expect(page.getByText("This run has no report")).toBeVisible();
    const tree = page.getByRole("list", { name: "Structured output" });
    const company = tree.getByRole("button", { name: /company/ });
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await company.click();
    await expect(tree).toContainText("Acme GmbH");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Structured output as JSON" }).click();
    expect((await download).suggestedFilename()).toBe(`flow-run-${runId}-output.json`);
  });

  test("a failing run shows its error, step and whether a retry may help", async ({ page }) => {
    const flow = await flowOf("failing");
    const permanent = await triggerRun(page, flow.id, {
      company_name: "Nowhere Ltd",
      country_code: "GB",
    });
    const transient = await triggerRun(page, flow.id, {
      company_name: "Nowhere Ltd",
      country_code: "GB",
      failure_mode: "transient",
    });
    await openFinishedRun(page, permanent, "Failed");
    const failed = page.getByRole("alert").filter({ hasText: "Failed" });
    await expect(failed).toContainText("Step");
    await expect(failed).toContainText("not marked as temporary");
    await expect(page.getByText("This run captured no structured output.")).toBeVisible();

    await openFinishedRun(page, transient, "Failed");
    const retry = page.getByRole("alert").filter({ hasText: "transient" });
    await expect(retry).toContainText("running it again may succeed");
    await retry.getByRole("link", { name: "Run it again" }).click();
    await expect(page).toHaveURL(/\/runs\/new\?flow=.*&rerun=/);
    await expect(page.getByLabel("Failure mode")).toHaveValue("1");
    await expectAccessible(page);
  });

  test("a degraded run says which sources failed", async ({ page }) => {
    const flow = await flowOf("degraded");
    const runId = await triggerRun(page, flow.id, {
      company_name: "Acme GmbH",
      country_code: "DE",
    });
    await openFinishedRun(page, runId, "Completed");
    await expect(page.getByText("Degraded", { exact: true })).toBeVisible();
    const warning = page.getByRole("status").filter({ hasText: "incomplete coverage" });
    await expect(warning).toContainText(/failed calls?/);
  });

  test("a rehearsal run is badged and lists the actions it would have taken", async ({ page }) => {
    const flow = await flowOf("rehearsal");
    const runId = await triggerRun(page, flow.id, {
      account_id: "ACC-104233",
      action: "freeze",
      reason: "Confirmed sanctions match",
    });
    await openFinishedRun(page, runId, "Completed");
    await expect(page.getByText("Rehearsal", { exact: true })).toBeVisible();
    const section = page.getByRole("region", { name: /Rehearsal: no external system was changed/ });
    await expect(section).toContainText("core_banking");
    await expect(page.getByText("This run captured no structured output.")).toBeVisible();
  });

  test("a skipped run shows the trigger guard's reason and never started", async ({ page }) => {
    const flow = await flowOf("skipped");
    const runId = await triggerRun(page, flow.id, {
      company_name: "Acme GmbH",
      country_code: "DE",
    });
    await openFinishedRun(page, runId, "Skipped");
    await expect(page.getByRole("status").filter({ hasText: "trigger guard" })).toContainText(
      "never started",
    );
    await expect(page.getByRole("list", { name: "Timeline" })).not.toContainText("Started");
  });

  test("a too-large output is explained, with its reference", async ({ page }) => {
    const flow = await flowOf("too_large_output");
    const runId = await triggerRun(page, flow.id, {
      account_id: "ACC-104233",
      from: "2026-01-01",
      to: "2026-01-31",
    });
    await openFinishedRun(page, runId, "Completed");
    const notice = page.getByRole("status").filter({ hasText: "too large to show here" });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice).toContainText("outputs/");
  });

  test("a screening remediation output is a per-hit review with unresolved hits standing out", async ({
    page,
  }) => {
    const flow = await flowOf("screening_remediation");
    const runId = await triggerRun(page, flow.id, {
      alert_id: "alert-1",
      entity_name: "Jonathan Meyer",
    });
    await openFinishedRun(page, runId, "Completed");
    const review = page.getByRole("region", { name: "Screening alert remediation" });
    await expect(review.getByText("Hits processed")).toBeVisible();
    const table = review.getByRole("table", { name: "Hits reviewed by the remediation flow" });
    await expect(table.getByRole("row")).toHaveCount(4);
    const unresolved = table.getByRole("row").filter({ hasText: "Needs human review" });
    await expect(unresolved).toHaveCount(1);
    await expect(unresolved).toContainText("Unresolved");
    const resolved = table.getByRole("row").filter({ hasText: "False positive" }).first();
    await expect(resolved).toContainText(/similarity \d+%/);
    await expect(resolved.getByRole("link", { name: /Source:/ }).first()).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    await expect(review).toContainText("left for an analyst");
    await expectAccessible(page);
  });
});
