import { e2e } from "./env";
import { expect, sandbox, signIn, test } from "./fixtures";

test("the overview's 'cases by state' links narrow the CDD list to that state", async ({
  page,
}) => {
  await signIn(page, e2e.admin);
  await page.goto("/cdd?state=COMPLETED");
  // Cases made by earlier tests may still be completing: the page and the sandbox are compared
  // until they agree (the list follows the service live).
  const shown = page.getByText(/^\d+ of \d+ cases are completed/);
  await expect(shown).toBeVisible();
  let completed = 0;
  await expect
    .poll(
      async () => {
        const { cases } = await sandbox<{ cases: { state: string }[] }>("/cdds", { key: true });
        completed = cases.filter((entry) => entry.state === "COMPLETED").length;
        const onPage = Number((await shown.textContent())?.split(" ")[0]);
        return onPage === completed;
      },
      { message: "the page's completed count matches the service's" },
    )
    .toBe(true);
  const table = page.getByRole("table", { name: "CDD cases" });
  await expect(table.getByRole("row")).toHaveCount(Math.min(completed, 25) + 1);
  await page.getByRole("button", { name: "Show every state" }).click();
  await expect(page).not.toHaveURL(/state=/);
  await expect(page.getByText(/^\d+ cases$/)).toBeVisible();
});
