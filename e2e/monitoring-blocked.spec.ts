import { e2e } from "./env";
import { expect, expectAccessible, sandbox, signIn, test } from "./fixtures";

interface Seed {
  customers: { api_key: string; blocked_companies: { id: string; name: string }[] }[];
}

async function stillBlocked(): Promise<string[]> {
  const seed = await sandbox<Seed>("/_sandbox/seed");
  const mine = seed.customers.find((customer) => customer.api_key === e2e.apiKey);
  return (mine?.blocked_companies ?? []).map((company) => company.id);
}

test.describe("blocked companies", () => {
  test("an admin unblocks a company by id after confirming", async ({ page }) => {
    const [target] = await stillBlocked();
    expect(target, "a seeded blocked company").toBeDefined();

    await signIn(page, e2e.admin);
    // /monitoring lands on the alerts page, whose sub-navigation leads to blocked companies.
    await page.goto("/monitoring");
    await expect(page).toHaveURL(/\/monitoring\/alerts$/);
    const link = page
      .getByRole("navigation", { name: "Monitoring" })
      .getByRole("link", { name: "Blocked companies" });
    await expect(link).toHaveAttribute("href", "/monitoring/blocked");
    await page.goto("/monitoring/blocked");
    await expect(page.getByRole("heading", { name: "Blocked companies" })).toBeVisible();

    await page.getByRole("button", { name: "Unblock…" }).click();
    await expect(page.getByText("Enter the id of the blocked company.")).toBeVisible();
    await expect(page.getByLabel("Blocked company id")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Blocked company id").fill(target);
    await page.getByRole("button", { name: "Unblock…" }).click();
    await expect(page.getByRole("heading", { name: `Unblock company ${target}?` })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: /Unblock company/ })).toHaveCount(0);
    expect(await stillBlocked()).toContain(target);

    await page.getByRole("button", { name: "Unblock…" }).click();
    await page.getByRole("button", { name: "Confirm unblock" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Company unblocked" })).toBeVisible();
    expect(await stillBlocked()).not.toContain(target);

    await page.getByRole("button", { name: "Unblock…" }).click();
    await page.getByRole("button", { name: "Confirm unblock" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "No blocked company with this id" }),
    ).toBeVisible();
    await expect(page.getByLabel("Blocked company id")).toHaveValue(target);
  });

  test("an analyst is told that only an admin can unblock", async ({ page }) => {
    await signIn(page, e2e.analyst);
    await page.goto("/monitoring/blocked");
    await expect(page.getByText("Only an admin can unblock a company")).toBeVisible();
    await expect(page.getByLabel("Blocked company id")).toHaveCount(0);
    const response = await page.request.delete(
      "/api/blocked-companies/00000000-0000-4000-8000-000000000000",
    );
    expect(response.status()).toBe(403);
    await expectAccessible(page);
  });
});
