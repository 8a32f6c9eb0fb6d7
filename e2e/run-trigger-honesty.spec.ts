import { e2e } from "./env";
import { expect, signIn, test } from "./fixtures";
import { flowOf, openFinishedRun, reportInput, triggerRun } from "./runs-helpers";

/** The runs list, the run page and its print view agree on who triggered a run. */
test("a run started in the console names the analyst everywhere, and what the service recorded apart", async ({
  page,
}) => {
  await signIn(page, e2e.analyst);
  const flow = await flowOf("report");
  const runId = await triggerRun(page, flow.id, reportInput);
  await openFinishedRun(page, runId, "Completed");

  const details = page.getByRole("region", { name: "Details" });
  await expect(details.getByText("Triggered in this console by")).toBeVisible();
  await expect(details.getByText(e2e.analyst.email)).toBeVisible();
  await expect(details.getByText("Recorded by the service as")).toBeVisible();
  await expect(details.getByText(/service_account/)).toBeVisible();

  await page.goto(`/runs/${runId}/print`);
  await expect(page.getByText(`Triggered in this console by ${e2e.analyst.email}`)).toBeVisible();

  await page.goto("/runs");
  const row = page.getByRole("row").filter({ hasText: runId });
  await expect(row.first()).toContainText("in this console");
});
