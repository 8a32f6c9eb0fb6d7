import { e2e } from "./env";
import { expect, signIn, test } from "./fixtures";

/** A session that ends under an open tab sends the user to sign in and back where they were. */
test("a disabled user's open tab goes to sign-in, and signing in again returns to the page", async ({
  page,
  browser,
}) => {
  await signIn(page, e2e.admin);
  const email = `ended-${Date.now()}@e2e.example`;
  const password = `pw-${Date.now()}-long-enough`;
  const created = await page.request.post("/api/settings/users", {
    data: { email, name: "Ended Session", role: "analyst", passwordMode: "set", password },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { id: string } };

  const context = await browser.newContext();
  const tab = await context.newPage();
  await signIn(tab, { email, password });
  await tab.goto("/runs?status=FAILED");
  await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();

  await page.request.patch(`/api/settings/users/${user.id}`, { data: { disabled: true } });
  // A background read of the open tab is refused (401): the tab goes to sign-in by itself.
  // (or, if no read is due yet, the next navigation is): either way it lands on sign-in.
  await tab.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(async () => {
    if (!tab.url().includes("/login")) {
      await tab.getByRole("link", { name: "Overview" }).first().click({ timeout: 1_000 });
    }
    await expect(tab).toHaveURL(/\/login\?reason=expired/, { timeout: 1_000 });
  }).toPass();
  await expect(tab.getByText("Your session ended")).toBeVisible();

  await page.request.patch(`/api/settings/users/${user.id}`, { data: { disabled: false } });
  await tab.goto("/runs?status=FAILED");
  await expect(tab).toHaveURL(/\/login\?reason=expired&next=%2Fruns%3Fstatus%3DFAILED/);
  await tab.getByLabel("E-mail").fill(email);
  await tab.getByLabel("Password").fill(password);
  await tab.getByRole("button", { name: "Sign in" }).click();
  await expect(tab).toHaveURL(/\/runs\?status=FAILED$/);
  await context.close();
  await page.request.patch(`/api/settings/users/${user.id}`, { data: { disabled: true } });
});
