import { e2e } from "./env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/**
 * The settings hub and the admin boundary. An analyst who opens an admin page gets an "Admins
 * only" page (rendered in the console's shell, no admin data) and every admin API answers 403.
 */

const adminPages = [
  { path: "/settings/keys", heading: "API key", api: "/api/settings/keys" },
  { path: "/settings/users", heading: "Users", api: "/api/settings/users" },
  { path: "/settings/audit", heading: "Audit log", api: "/api/audit" },
  { path: "/settings/webhooks", heading: "Webhooks", api: "/api/webhooks" },
  { path: "/settings/events", heading: "Received events", api: "/api/settings/events" },
];

test.describe("settings hub and the admin boundary", () => {
  test("an admin's hub links to every settings page", async ({ page }) => {
    await signIn(page, e2e.admin);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    const main = page.getByRole("main");
    for (const [name, href] of [
      ["API key", "/settings/keys"],
      ["Users", "/settings/users"],
      ["Shares", "/settings/shares"],
      ["Audit log", "/settings/audit"],
      ["Webhooks", "/settings/webhooks"],
      ["Received events", "/settings/events"],
      ["Flows", "/settings/flows"],
    ]) {
      await expect(main.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expectAccessible(page);
  });

  test("an analyst's hub shows only what they can use", async ({ page }) => {
    await signIn(page, e2e.analyst);
    await page.goto("/settings");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /^Shares/ })).toBeVisible();
    await expect(main.getByRole("link", { name: /^Flows/ })).toBeVisible();
    for (const name of ["API key", "Users", "Audit log", "Webhooks", "Received events"]) {
      await expect(main.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveCount(0);
    }
    await expectAccessible(page);
  });

  test("an analyst gets 403 'Admins only' on admin pages and 403 from their APIs", async ({
    page,
  }) => {
    await signIn(page, e2e.analyst);
    for (const { path, heading, api } of adminPages) {
      const pageResponse = await page.goto(path);
      expect(pageResponse?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: "Admins only" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toHaveCount(0);
      const response = await page.request.get(api);
      expect(response.status(), api).toBe(403);
      expect((await response.json()).error.code).toBe("FORBIDDEN");
    }
    await expectAccessible(page);
    for (const [method, path] of [
      ["PUT", "/api/settings/keys"],
      ["POST", "/api/settings/keys/test"],
      ["DELETE", "/api/settings/keys/production"],
      ["POST", "/api/settings/users"],
      ["PATCH", `/api/settings/users/00000000-0000-4000-8000-000000000000`],
      ["POST", `/api/settings/users/00000000-0000-4000-8000-000000000000/password`],
      ["GET", "/api/audit/export"],
    ]) {
      const response = await page.request.fetch(path, {
        method,
        data: method === "GET" ? undefined : {},
      });
      expect(response.status(), `${method} ${path}`).toBe(403);
    }
  });
});
