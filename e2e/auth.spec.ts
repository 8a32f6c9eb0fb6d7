import { e2e } from "./env";
import { expect, expectAccessible, sandbox, signIn, test } from "./fixtures";

test.describe("sign-in and the shell", () => {
  test("the admin signs in and sees the shell with the sandbox's unacknowledged count", async ({
    page,
  }) => {
    const { unacknowledged_count } = await sandbox<{ unacknowledged_count: number }>(
      "/monitoring-alerts?page_size=1",
      { key: true },
    );
    await signIn(page, e2e.admin);
    await expect(page.getByText("Sandbox", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /admin/ })).toBeVisible();
    await expect(page.getByTestId("overview-unacknowledged")).toHaveText(
      String(unacknowledged_count),
    );
    await expect(page.getByTestId("unacknowledged-badge")).toHaveText(String(unacknowledged_count));
    for (const label of [
      "Overview",
      "Flow runs",
      "CDD cases",
      "Screening",
      "Monitoring",
      "Webhooks",
      "Settings",
    ]) {
      await expect(
        page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: new RegExp(label) }),
      ).toBeVisible();
    }
    await expectAccessible(page);
  });

  test("an analyst does not see admin navigation", async ({ page }) => {
    await signIn(page, e2e.analyst);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Flow runs" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Webhooks" })).toHaveCount(0);
  });

  test("the sign-in page is accessible and explains a wrong password", async ({ page }) => {
    await page.goto("/login");
    await expectAccessible(page);
    await page.getByLabel("E-mail").fill(e2e.admin.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Sign-in failed" })).toContainText(
      "The e-mail or password is not right.",
    );
    await expect(page.getByLabel("E-mail")).toHaveValue(e2e.admin.email);
  });

  test("repeated failures lock the account with a clear message", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail").fill("nobody@e2e.example");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.getByLabel("Password").fill(`wrong-${attempt}`);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Sign-in failed" })).toBeVisible();
    }
    await expect(page.getByRole("alert").filter({ hasText: "Sign-in failed" })).toContainText(
      /Too many failed sign-in attempts\. Try again in \d+ minutes?\./,
    );
  });

  test("a page without a session sends the visitor to sign in, then back", async ({ page }) => {
    await page.goto("/monitoring/alerts?only_unacknowledged=true");
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel("E-mail").fill(e2e.admin.email);
    await page.getByLabel("Password").fill(e2e.admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/monitoring\/alerts\?only_unacknowledged=true/);
  });

  test("sign out everywhere ends the sessions of other browsers on their next request", async ({
    page,
    browser,
  }) => {
    await signIn(page, e2e.analyst);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, e2e.analyst);

    await page.getByRole("button", { name: /analyst/ }).click();
    await page.getByRole("menuitem", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/login/);

    const response = await otherPage.request.get("/api/monitoring-alerts?page_size=1");
    expect(response.status()).toBe(401);
    await otherPage.goto("/");
    await expect(otherPage).toHaveURL(/\/login/);
    await other.close();
  });
});
