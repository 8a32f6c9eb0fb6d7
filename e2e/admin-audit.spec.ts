import { readFile } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import { e2e } from "./env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

test.describe("audit log", () => {
  test("filters live in the URL, the list pages, and the CSV export has the right columns", async ({
    page,
  }) => {
    await signIn(page, e2e.admin);
    // A change to find: a user created with a name that looks like a spreadsheet formula.
    const email = `audit-${Date.now()}@e2e.example`;
    const created = await page.request.post("/api/settings/users", {
      data: { email, name: '=HYPERLINK("http://x")', role: "analyst", passwordMode: "generate" },
    });
    expect(created.status()).toBe(201);
    const userId = (await created.json()).user.id as string;

    await page.goto("/settings/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Who" })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Action").selectOption("user.created");
    await page.getByLabel("Target id").fill(userId);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/action=user\.created/);
    await expect(page).toHaveURL(new RegExp(`target_id=${userId}`));
    const rows = page.getByRole("row").filter({ hasText: "user.created" });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(e2e.admin.email);
    await expect(rows.first()).toContainText("success");

    // The URL alone restores the view.
    await page.reload();
    await expect(page.getByLabel("Target id")).toHaveValue(userId);
    await expect(page.getByRole("row").filter({ hasText: "user.created" })).toHaveCount(1);

    // Paging: two rows a page (any size from 1 to 100 can be put in the URL).
    await page.goto("/settings/audit?page_size=2");
    await expect(page.getByRole("row")).toHaveCount(3);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("Page 1 of");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);

    await page.goto(`/settings/audit?action=user.created&target_id=${userId}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-\d{8}-\d{6}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("at,actor_email,action,target_type,target_id,outcome,detail");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${e2e.admin.email},user.created,user,${userId},success,`);

    const response = await page.request.get(
      `/api/audit/export?action=user.created&target_id=${userId}`,
    );
    expect(response.headers()["content-type"]).toContain("text/csv");
    expect(response.headers()["content-disposition"]).toContain("attachment");
  });

  test("a cell that would run as a formula is neutralised in the export", async ({
    page,
    browser,
  }) => {
    await signIn(page, e2e.admin);
    // An e-mail may start with "+" or "-": as an actor's e-mail it reaches a cell of the export.
    const email = `+formula-${Date.now()}@e2e.example`;
    const password = `pw-${Date.now()}-long-enough`;
    const created = await page.request.post("/api/settings/users", {
      data: { email, name: "Formula", role: "analyst", passwordMode: "set", password },
    });
    expect(created.status()).toBe(201);
    const userId = (await created.json()).user.id as string;
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await signIn(other, { email, password });
      const seed = await (await fetch(`${e2e.sandboxURL}/_sandbox/seed`)).json();
      const customer = seed.customers.find((c: { api_key: string }) => c.api_key === e2e.apiKey);
      const cdd = customer.cdds.find((c: { state: string }) => c.state === "COMPLETED");
      const shared = await other.request.post("/api/shares", {
        data: { kind: "cdd_report", targetId: cdd.id },
      });
      expect(shared.status()).toBe(201);
    } finally {
      await context.close();
    }
    const response = await page.request.get(
      `/api/audit/export?action=share.created&actor=${encodeURIComponent(email)}`,
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1].split(",")[1]).toBe(`'${email}`);
    await page.request.patch(`/api/settings/users/${userId}`, { data: { disabled: true } });
  });

  test("the running console's store refuses to change or delete a recorded event", async ({
    page,
  }) => {
    await signIn(page, e2e.admin);
    // At least one recorded event to try to change (a trigger fires per row).
    const email = `append-only-${Date.now()}@e2e.example`;
    const created = await page.request.post("/api/settings/users", {
      data: { email, name: "Append Only", role: "analyst", passwordMode: "generate" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { user } = (await created.json()) as { user: { id: string } };
    await page.request.patch(`/api/settings/users/${user.id}`, { data: { disabled: true } });
    const db = new Database(path.join(e2e.dataDir, "console.db"));
    try {
      db.pragma("busy_timeout = 5000");
      const before = db.prepare("SELECT count(*) AS n FROM audit_events").get() as { n: number };
      expect(before.n).toBeGreaterThan(0);
      expect(() => db.prepare("UPDATE audit_events SET action = 'rewritten'").run()).toThrow(
        /append-only/,
      );
      expect(() => db.prepare("DELETE FROM audit_events").run()).toThrow(/append-only/);
      const rewritten = db
        .prepare("SELECT count(*) AS n FROM audit_events WHERE action = 'rewritten'")
        .get() as { n: number };
      expect(rewritten.n).toBe(0);
    } finally {
      db.close();
    }
  });
});
