import type { Browser, Page } from "@playwright/test";
import { e2e } from "./env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/**
 * User administration. The shared e2e admin and analyst are never disabled or re-roled here:
 * each test creates its own user.
 */

function freshEmail(what: string): string {
  return `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
}

async function createUserByApi(admin: Page, role: "analyst" | "admin") {
  const email = freshEmail(role);
  const password = `pw-${Date.now()}-long-enough`;
  const response = await admin.request.post("/api/settings/users", {
    data: { email, name: `Temp ${role}`, role, passwordMode: "set", password },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = await response.json();
  return { id: user.id as string, email, password };
}

async function signedInAs(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  return { context, page };
}

async function auditFor(admin: Page, action: string, targetId: string) {
  const response = await admin.request.get(`/api/audit?action=${action}&target_id=${targetId}`);
  return (await response.json()).items as {
    actorEmail: string | null;
    outcome: string;
    detail: unknown;
  }[];
}

function userRow(page: Page, email: string) {
  return page.getByRole("row").filter({ hasText: email });
}

test.describe("users", () => {
  test("an admin creates a user with a generated password, shown once, that signs in", async ({
    page,
    browser,
  }) => {
    await signIn(page, e2e.admin);
    await page.goto("/settings/users");
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(userRow(page, e2e.analyst.email)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog", { name: "Add user" });
    await dialog.getByRole("button", { name: "Create user" }).click();
    await expect(dialog.getByText("Enter an e-mail address.")).toBeVisible();
    await expect(dialog.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");

    const email = freshEmail("created");
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByLabel("Name").fill("Grace Generated");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Create user" }).click();
    await expect(dialog.getByText("User created")).toBeVisible();
    const password = await dialog.getByLabel("Generated password").inputValue();
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(userRow(page, email)).toContainText("analyst");

    // The same e-mail twice is refused with a readable message, and what was typed stays.
    await page.getByRole("button", { name: "Add user" }).click();
    await dialog.getByLabel("E-mail").fill(email.toUpperCase());
    await dialog.getByLabel("Name").fill("Again");
    await dialog.getByRole("button", { name: "Create user" }).click();
    await expect(dialog.getByText("already exists")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Again");
    await page.keyboard.press("Escape");

    const { context } = await signedInAs(browser, { email, password });
    await context.close();

    const users = (await (await page.request.get("/api/settings/users")).json()).items;
    const created = users.find((u: { email: string }) => u.email === email);
    const rows = await auditFor(page, "user.created", created.id);
    expect(rows[0]).toMatchObject({ actorEmail: e2e.admin.email, outcome: "success" });
    expect(JSON.stringify(rows[0].detail)).not.toContain(password);
  });

  test("disabling a user refuses their open session on its next request; enabling lets them back", async ({
    page,
    browser,
  }) => {
    await signIn(page, e2e.admin);
    const user = await createUserByApi(page, "analyst");
    const session = await signedInAs(browser, user);
    expect((await session.page.request.get("/api/shares")).status()).toBe(200);

    await page.goto("/settings/users");
    await userRow(page, user.email)
      .getByRole("button", { name: /^Disable/ })
      .click();
    await expect(page.getByText(`${user.email} is disabled`)).toBeVisible();
    await expect(userRow(page, user.email)).toContainText("disabled");

    expect((await session.page.request.get("/api/shares")).status()).toBe(401);
    await session.page.goto("/settings/shares");
    await expect(session.page).toHaveURL(/\/login/);
    await session.context.close();

    await userRow(page, user.email)
      .getByRole("button", { name: /^Enable/ })
      .click();
    await expect(page.getByText(`${user.email} can sign in again.`)).toBeVisible();
    const again = await signedInAs(browser, user);
    await again.context.close();

    expect((await auditFor(page, "user.disabled", user.id))[0]).toMatchObject({
      actorEmail: e2e.admin.email,
      outcome: "success",
    });
    expect((await auditFor(page, "user.enabled", user.id))[0]).toMatchObject({
      outcome: "success",
    });
    // Leave nothing enabled behind.
    await page.request.patch(`/api/settings/users/${user.id}`, { data: { disabled: true } });
  });

  test("a role change takes effect at once and signs the user's open session out", async ({
    page,
    browser,
  }) => {
    await signIn(page, e2e.admin);
    const user = await createUserByApi(page, "analyst");
    const session = await signedInAs(browser, user);
    expect((await session.page.request.get("/api/settings/users")).status()).toBe(403);

    await page.goto("/settings/users");
    await userRow(page, user.email)
      .getByRole("button", { name: /^Make admin/ })
      .click();
    await expect(page.getByText(`${user.email} is now an admin`)).toBeVisible();
    expect((await session.page.request.get("/api/shares")).status()).toBe(401);
    await session.context.close();

    const promoted = await signedInAs(browser, user);
    expect((await promoted.page.request.get("/api/settings/users")).status()).toBe(200);
    await promoted.context.close();

    const rows = await auditFor(page, "user.role_changed", user.id);
    expect(rows[0]).toMatchObject({ outcome: "success", detail: { from: "analyst", to: "admin" } });
    // Back to analyst and disabled, so the last-admin check below stays meaningful.
    await page.request.patch(`/api/settings/users/${user.id}`, { data: { role: "analyst" } });
    await page.request.patch(`/api/settings/users/${user.id}`, { data: { disabled: true } });
  });

  test("a password reset signs the user out and the new password works", async ({
    page,
    browser,
  }) => {
    await signIn(page, e2e.admin);
    const user = await createUserByApi(page, "analyst");
    const session = await signedInAs(browser, user);

    await page.goto("/settings/users");
    await userRow(page, user.email)
      .getByRole("button", { name: /^Reset password/ })
      .click();
    const dialog = page.getByRole("dialog", { name: `Reset the password of ${user.email}` });
    await dialog.getByLabel("Type a password").check();
    await dialog.getByLabel("New password").fill("short");
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await expect(dialog.getByText("Use at least 12 characters.")).toBeVisible();
    const next = `reset-${Date.now()}-long-password`;
    await dialog.getByLabel("New password").fill(next);
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await expect(dialog.getByText("Password reset")).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();

    expect((await session.page.request.get("/api/shares")).status()).toBe(401);
    await session.context.close();
    const fresh = await signedInAs(browser, { email: user.email, password: next });
    await fresh.context.close();
    expect((await auditFor(page, "user.password_reset", user.id))[0]).toMatchObject({
      outcome: "success",
    });
    await page.request.patch(`/api/settings/users/${user.id}`, { data: { disabled: true } });
  });

  test("the last active admin can be neither demoted nor disabled", async ({ page }) => {
    await signIn(page, e2e.admin);
    const users = (await (await page.request.get("/api/settings/users")).json()).items as {
      email: string;
      role: string;
      disabledAt: string | null;
    }[];
    const activeAdmins = users
      .filter((u) => u.role === "admin" && !u.disabledAt)
      .map((u) => u.email);
    expect(activeAdmins, "this test needs the e2e admin to be the only active admin").toEqual([
      e2e.admin.email,
    ]);

    await page.goto("/settings/users");
    const me = userRow(page, e2e.admin.email);
    await me.getByRole("button", { name: /^Make analyst/ }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("last active admin");
    await me.getByRole("button", { name: /^Disable/ }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("last active admin");
    await expect(me).toContainText("admin");
    await expect(me).toContainText("active");

    const refused = await page.request.get(
      `/api/audit?action=user.role_changed&outcome=failure&actor=${e2e.admin.email}`,
    );
    const rows = (await refused.json()).items;
    expect(rows[0]).toMatchObject({
      outcome: "failure",
      detail: expect.objectContaining({ error: "LAST_ADMIN" }),
    });
  });
});
