import { e2e } from "./env";
import { expect, expectAccessible, signIn, test } from "./fixtures";
import { flowOf } from "./runs-helpers";

/** `/settings/flows`: the flows the console knows, managed by admins, runnable by everyone. */
test.describe("registered flows", () => {
  test("the sandbox's demo flows are registered; an admin adds, edits and deletes one", async ({
    page,
  }) => {
    const report = await flowOf("report");
    await signIn(page, e2e.admin);
    await page.goto("/settings/flows");
    const table = page.getByRole("table", { name: "Registered flows" });
    await expect(table.getByText(report.name)).toBeVisible();
    await expectAccessible(page);

    const id = `e2e-flow-${Date.now()}`;
    await page.getByRole("button", { name: "Register a flow" }).click();
    await page.getByLabel("Flow id").fill(id);
    await page.getByRole("textbox", { name: /^Name/ }).fill("E2E custom flow");
    await page.getByLabel("Input JSON Schema").fill("[1, 2]");
    await page.getByRole("button", { name: "Register flow" }).click();
    await expect(page.getByLabel("Input JSON Schema")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Input JSON Schema").fill(
      JSON.stringify({
        type: "object",
        required: ["subject"],
        properties: {
          subject: { type: "string", title: "Subject", description: "Who to look at" },
          depth: { type: "integer", title: "Depth", minimum: 1 },
          address: { type: "object" },
        },
      }),
    );
    await page.getByRole("button", { name: "Register flow" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Registered “E2E custom flow”" }),
    ).toBeVisible();
    const row = table.getByRole("row").filter({ hasText: id });
    await expect(row).toContainText("From schema");

    // A shape the form cannot render falls back to the JSON editor, saying why.
    await row.getByRole("link", { name: "Run E2E custom flow" }).click();
    await expect(
      page.getByText('"address" is a nested object, which the form cannot show'),
    ).toBeVisible();
    await expect(page.getByLabel("Input (JSON)")).toBeVisible();
    await page.goBack();

    await row.getByRole("button", { name: "Edit E2E custom flow" }).click();
    await page.getByRole("textbox", { name: /^Name/ }).fill("E2E renamed flow");
    await page.getByLabel("Input JSON Schema").fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(row).toContainText("E2E renamed flow");
    await expect(row).toContainText("JSON only");

    await row.getByRole("button", { name: "Delete E2E renamed flow" }).click();
    await row.getByRole("button", { name: "Confirm delete" }).click();
    await expect(table.getByRole("row").filter({ hasText: id })).toHaveCount(0);
  });

  test("an analyst sees and runs flows but cannot change them", async ({ page }) => {
    const report = await flowOf("report");
    await signIn(page, e2e.analyst);
    await page.goto("/settings/flows");
    await expect(page.getByText("Only an admin can register, edit or delete them.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Register a flow" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: `Run ${report.name}` })).toBeVisible();
    const response = await page.request.delete(`/api/flows/${report.id}`);
    expect(response.status()).toBe(403);
  });
});
