import type { Page, TestInfo } from "@playwright/test";
import { e2e } from "./env";
import { expect, signIn, test } from "./fixtures";

/**
 * The main paths, in both sandbox dialects (playwright.config.ts runs this file in the
 * `alternate-dialect` project too): the alternate one answers every point the spec leaves open
 * differently (docs/spec-assumptions.md, "Tolerant reading"), and the console must not notice
 * beyond showing unknown values raw and saying where a copy came from.
 */
interface Seeded {
  id: string;
  state?: string;
  status?: string;
  reference?: string;
  remediation_status?: string;
  website?: string;
}
interface SeedCustomer {
  api_key: string;
  flow_runs: Seeded[];
  searches: Seeded[];
  screening_alerts: Seeded[];
  monitorings: Seeded[];
}

const projectOf = (info: TestInfo) => {
  const metadata = info.project.metadata as { dialect: string; sandboxURL: string };
  return { alternate: metadata.dialect === "alternate", sandboxURL: metadata.sandboxURL };
};

async function sandboxJson<T>(info: TestInfo, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${projectOf(info).sandboxURL}${path}`, {
    ...init,
    headers: { "content-type": "application/json", "x-api-key": e2e.apiKey, ...init?.headers },
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function seedOf(info: TestInfo): Promise<SeedCustomer> {
  const seed = await sandboxJson<{ customers: SeedCustomer[] }>(info, "/_sandbox/seed");
  const mine = seed.customers.find((customer) => customer.api_key === e2e.apiKey);
  if (!mine) throw new Error("the sandbox seed has no customer for the suite's key");
  return mine;
}

/** The console's own webhook, read straight from the sandbox in either list envelope. */
async function consoleWebhook(info: TestInfo): Promise<{ id: string; is_active: boolean }> {
  const list = await sandboxJson<unknown>(info, "/webhooks");
  const items = (Array.isArray(list) ? list : (list as { items: unknown[] }).items) as {
    id: string;
    is_active: boolean;
    webhook_url: string;
  }[];
  const own = items.find((webhook) => webhook.webhook_url.endsWith("/api/inbound/webhook"));
  if (!own) throw new Error("the console's webhook is not registered");
  return own;
}

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;
const pdf = () => Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");

async function openWebhooksAndConnect(page: Page) {
  await page.goto("/settings/webhooks");
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
  const panel = page.getByRole("region", { name: /This console's receiver/ });
  const action = panel.getByRole("button", { name: /Connect this console|Repair connection/ });
  // The console may connect itself in the background meanwhile (auto-connect at start), taking the
  // button away between the look and the click: that is fine, the panel then says Connected.
  if (await action.isVisible()) {
    await action.click({ timeout: 5_000 }).catch(async (error: unknown) => {
      if (await action.isVisible()) throw error;
    });
  }
  await expect(panel).toContainText(/Console connected|Connection repaired|Connected/);
  await expect(page.getByTestId("webhook-count")).toHaveText(/^[1-9]\d* of 10 webhooks$/);
}

test.describe("main paths against either dialect", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, e2e.admin);
  });

  test("health, webhooks and connect, and the alert page (by id, or the copy from its event)", async ({
    page,
  }, info) => {
    const health = await (await page.request.get("/api/health")).json();
    // Signed in as an admin, health carries the details: the upstream answered.
    expect(health).toMatchObject({ ok: true, upstream: { status: "ok" } });

    // "Test connection" reads GET /webhooks, whatever its envelope.
    const keyTest = await page.request.post("/api/settings/keys/test", {
      data: { environment: "sandbox", apiKey: "demo-key-globex" },
    });
    expect(await keyTest.json()).toMatchObject({ ok: true });

    await openWebhooksAndConnect(page);
    // Broken by hand, then repaired: the repair sends a new secret (PATCH, answered 204 in the
    // alternate dialect); the console must store it, or the event below fails verification.
    const own = await consoleWebhook(info);
    await sandboxJson(info, `/webhooks/${own.id}`, {
      method: "PATCH",
      body: JSON.stringify({ is_active: false }),
    });
    await page.reload();
    const panel = page.getByRole("region", { name: /This console's receiver/ });
    await panel.getByRole("button", { name: "Repair connection" }).click();
    await expect(panel).toContainText("Connection repaired");
    expect((await consoleWebhook(info)).is_active).toBe(true);

    const seed = await seedOf(info);
    const alert = seed.screening_alerts.find((a) => a.remediation_status === "REMEDIATED");
    // The service announces the alert; the console keeps it from the event.
    const fired = await sandboxJson<{ event_ids: string[] }>(info, "/_sandbox/events", {
      method: "POST",
      body: JSON.stringify({ type: "alert_remediated", target_id: alert?.id }),
    });
    expect(fired.event_ids.length).toBeGreaterThan(0);
    const { alternate } = projectOf(info);
    await expect
      .poll(async () =>
        (await page.request.get(`/api/v1/name-screenings/alerts/${alert?.id}`)).status(),
      )
      .toBe(200);

    await page.goto(`/screening/alerts/${alert?.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(alert?.reference ?? "");
    await expect(page.getByText("REMEDIATED", { exact: true })).toBeVisible();
    const storedCopy = page.getByText("Stored copy from the event");
    if (alternate) await expect(storedCopy).toBeVisible();
    else await expect(storedCopy).toHaveCount(0);
    await expect(
      page.getByRole("table", { name: "Facts about the screened profile" }),
    ).toBeVisible();
  });

  test("monitorings, a search page and a run page", async ({ page }, info) => {
    const seed = await seedOf(info);
    await page.goto("/monitoring/monitorings?page_size=100");
    const host = (seed.monitorings[0].website ?? "").replace(/^https?:\/\//, "");
    await expect(page.getByRole("link", { name: new RegExp(host) })).toBeVisible();
    if (projectOf(info).alternate) {
      // A field the console does not know is shown, not dropped.
      await expect(page.getByText("monitoring_type").first()).toBeVisible();
    }

    const search = seed.searches[0];
    await page.goto(`/screening/searches/${search.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(search.reference ?? "");
    const profile = page.getByRole("region", { name: "Screened profile" });
    await expect(profile).toContainText("Full name");
    await expect(profile).not.toContainText("[object Object]");
    await expect(profile).toContainText(/\d{4}-\d{2}-\d{2}/);

    const run = seed.flow_runs.find((candidate) => candidate.status === "COMPLETED");
    await page.goto(`/runs/${run?.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Started");
  });

  test("a CDD case: one case per submit, documents up and down, checks, registry pull", async ({
    page,
  }, info) => {
    const externalId = unique("DIALECT");
    // In the alternate pair the create outlasts the console's timeout: still one case.
    const created = await page.request.post("/api/cdds", {
      data: {
        legal_name: unique("Dialect Paths GmbH"),
        country_code: "DE",
        external_id: externalId,
      },
      headers: { "Idempotency-Key": externalId },
    });
    expect(created.status()).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const listed = await (await page.request.get(`/api/cdds?external_id=${externalId}`)).json();
    expect(listed.count).toBe(1);

    await page.goto(`/cdd/${id}`);
    await expect(page.getByRole("heading", { name: "Documents (0)" })).toBeVisible();
    await page.getByLabel("Document type", { exact: true }).selectOption("FINANCIAL_STATEMENTS");
    await page
      .getByLabel("Choose PDF files")
      .setInputFiles({ name: "accounts.pdf", mimeType: "application/pdf", buffer: pdf() });
    await page.getByRole("button", { name: "Upload 1 file" }).click();
    await expect(page.getByRole("heading", { name: "Documents (1)" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "accounts.pdf" });
    const href = await row.getByRole("link", { name: /Download/ }).getAttribute("href");
    const file = await page.request.get(href as string);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    await page.getByRole("button", { name: "Pull registry documents" }).click();
    await expect(page.getByText("Registry documents requested")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Documents (4)" })).toBeVisible({
      timeout: 30_000,
    });
    const excerpt = projectOf(info).alternate ? "COMMERCIAL_REGISTER_EXTRACT" : "Registry excerpt";
    await expect(page.getByRole("cell", { name: excerpt })).toBeVisible();

    await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Run risk checks" }).click();
    await expect(page.getByText("Checks triggered")).toBeVisible();
    await expect(page.getByText("the request failed", { exact: false })).toHaveCount(0);
  });
});
