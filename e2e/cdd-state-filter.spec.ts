import { e2e } from "./env";
import { expect, sandbox, signIn, test } from "./fixtures";

test("the overview's 'cases by state' links narrow the CDD list to that state", async ({
  page,
}) => {
  const { cases } = await sandbox<{ cases: { state: string }[] }>("/cdds", { key: true });
  const completed = cases.filter((entry) => entry.state === "COMPLETED").length;
  await signIn(page, e2e.admin);
  await page.goto("/cdd?state=COMPLETED");
  await expect(
    page.getByText(new RegExp(`^${completed} of \\d+ cases are completed`)),
  ).toBeVisible();
  const table = page.getByRole("table", { name: "CDD cases" });
  await expect(table.getByRole("row")).toHaveCount(Math.min(completed, 25) + 1);
  await page.getByRole("button", { name: "Show every state" }).click();
  await expect(page).not.toHaveURL(/state=/);
  await expect(page.getByText(/^\d+ cases$/)).toBeVisible();
});
