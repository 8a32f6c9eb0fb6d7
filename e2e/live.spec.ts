import { createHmac, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { e2e } from "./env";
import { expect, expectAccessible, sandbox, signIn, test } from "./fixtures";

interface Seed {
  customers: {
    id: string;
    searches: { id: string; status: string }[];
    screening_alerts: { id: string; remediation_status: string }[];
  }[];
}

async function deleteAllWebhooks(): Promise<void> {
  const { items } = await sandbox<{ items: { id: string }[] }>("/webhooks", { key: true });
  for (const webhook of items)
    await sandbox(`/webhooks/${webhook.id}`, { method: "DELETE", key: true });
}

async function fire(type: string, targetId?: string): Promise<string> {
  const fired = await sandbox<{ target_id: string }>("/_sandbox/events", {
    method: "POST",
    body: JSON.stringify(targetId ? { type, target_id: targetId } : { type }),
  });
  return fired.target_id;
}

async function unacknowledgedCount(): Promise<number> {
  const page = await sandbox<{ unacknowledged_count: number }>("/monitoring-alerts?page_size=1", {
    key: true,
  });
  return page.unacknowledged_count;
}

/**
 * Targets that leave the shared sandbox as other specs expect it: a CDD case made for this spec,
 * a search already completed and an alert already remediated (firing re-announces them).
 */
async function targets() {
  const seed = await sandbox<Seed>("/_sandbox/seed");
  const northwind = seed.customers[0];
  const cdd = await sandbox<{ id: string }>("/cdds", {
    method: "POST",
    key: true,
    body: JSON.stringify({ website: `live-e2e-${Date.now()}.example` }),
  });
  return {
    cddId: cdd.id,
    searchId: northwind.searches.find((s) => s.status === "COMPLETED")?.id,
    alertId: northwind.screening_alerts.find((a) => a.remediation_status === "REMEDIATED")?.id,
  };
}

async function openActivity(page: Page) {
  await page.getByTestId("live-indicator").click();
  return page.getByRole("region", { name: "Live activity" });
}

test.describe("live updates", () => {
  test.beforeAll(deleteAllWebhooks);
  test.afterAll(deleteAllWebhooks);

  test("each of the seven events reaches an open page at once and is listed as received", async ({
    page,
  }) => {
    await signIn(page, e2e.admin);
    const connect = await page.request.post("/api/settings/webhooks/connect");
    expect(connect.status()).toBe(200);
    const { cddId, searchId, alertId } = await targets();

    await page.goto("/settings/events");
    await expect(page.getByTestId("live-indicator")).toHaveText(/^Live updates: Live/);
    const before = await unacknowledgedCount();
    await expect(page.getByTestId("unacknowledged-badge")).toHaveText(String(before));
    const table = page.getByRole("table", { name: "Webhook deliveries received by this console" });

    const fired: Record<string, string> = {};
    fired.monitoring_alert_fired = await fire("monitoring_alert_fired");
    await expect(page.getByTestId("unacknowledged-badge")).toHaveText(String(before + 1));
    fired.flow_run_completed = await fire("flow_run_completed");
    fired.flow_run_failed = await fire("flow_run_failed");
    fired.cdd_state_changed = await fire("cdd_state_changed", cddId);
    fired.cdd_document_fetched = await fire("cdd_document_fetched", cddId);
    fired.search_completed = await fire("search_completed", searchId);
    fired.alert_remediated = await fire("alert_remediated", alertId);

    for (const [type, targetId] of Object.entries(fired)) {
      const delivered = table
        .getByRole("row")
        .filter({ hasText: type })
        .filter({ hasText: targetId });
      // Newest first; an earlier spec may have fired the same event for the same case, search or alert.
      await expect(delivered.first()).toContainText("Valid");
      await expect(delivered.first()).toContainText("Processed");
    }

    const activity = await openActivity(page);
    await expect(activity).toContainText("New monitoring alert");
    await expect(activity).toContainText(
      `Flow run ${fired.flow_run_completed.slice(0, 8)} completed`,
    );
    await expect(activity).toContainText(`Flow run ${fired.flow_run_failed.slice(0, 8)} failed`);
    await expect(activity).toContainText(
      new RegExp(`CDD case ${cddId.slice(0, 8)} is (completed|inconclusive)`),
    );
    await expect(activity).toContainText(`A document was added to CDD case ${cddId.slice(0, 8)}`);
    await expect(activity).toContainText(/Name screening search .+ completed/);
    await expect(activity).toContainText(/Screening alert .+ remediated/);
    await page.keyboard.press("Escape");

    // The CDD payload arrives as a JSON string and is shown parsed (the case may have changed state
    // twice by now: any of its rows will do).
    await table
      .getByRole("row")
      .filter({ hasText: "cdd_state_changed" })
      .filter({ hasText: cddId })
      .getByRole("button", { name: /View payload/ })
      .first()
      .click();
    const viewer = page.getByRole("dialog", { name: /Payload: cdd_state_changed/ });
    await expect(viewer).toContainText("Delivered as a JSON string");
    await expect(viewer).toContainText(cddId);
    await expectAccessible(page);
    await viewer.getByRole("button", { name: "Close" }).click();

    // Filters live in the URL.
    await page.getByLabel("Event type").selectOption("search_completed");
    await expect(page).toHaveURL(/type=search_completed/);
    await expect(table.getByRole("row").filter({ hasText: "flow_run_completed" })).toHaveCount(0);
    await expect(
      table.getByRole("row").filter({ hasText: "search_completed" }).first(),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("an analyst's open page hears a run finish too", async ({ page }) => {
    await signIn(page, e2e.admin);
    await page.request.post("/api/settings/webhooks/connect");
    await page.context().clearCookies();
    await signIn(page, e2e.analyst);
    await expect(page.getByTestId("live-indicator")).toHaveText(/^Live updates: Live/);
    const runId = await fire("flow_run_completed");
    const activity = await openActivity(page);
    await expect(activity).toContainText(`Flow run ${runId.slice(0, 8)} completed`);
  });

  test("when the stream keeps failing, the header says it is polling, then live again", async ({
    page,
  }) => {
    await page.route("**/api/live**", (route) =>
      route.fulfill({ status: 503, body: "unavailable" }),
    );
    await signIn(page, e2e.admin);
    await expect(page.getByTestId("live-indicator")).toHaveText(/^Live updates: Polling/, {
      timeout: 15_000,
    });
    const activity = await openActivity(page);
    await expect(activity).toContainText("refreshes every 15 seconds");
    await page.unroute("**/api/live**");
    await expect(page.getByTestId("live-indicator")).toHaveText(/^Live updates: Live/, {
      timeout: 30_000,
    });
  });

  test("the receiver verifies, deduplicates and bounds deliveries over HTTP", async ({ page }) => {
    await signIn(page, e2e.admin);
    const connected = await page.request.post("/api/settings/webhooks/connect");
    const { webhook } = (await connected.json()) as { webhook: { id: string } };
    // A secret this test knows, set through the console so its stored copy follows.
    const secret = "e2e-known-secret-4b1d9c0a77";
    await page.request.patch(`/api/webhooks/${webhook.id}`, { data: { secret } });

    const post = (body: string, headers: Record<string, string> = {}) =>
      page.request.post("/api/inbound/webhook", {
        headers: {
          "content-type": "application/json",
          "x-webhook-id": webhook.id,
          "x-event-id": randomUUID(),
          "x-event-name": "MONITORING_ALERT_FIRED",
          "x-target-type": "MONITORING_ALERT",
          "x-customer-id": "northwind",
          "x-signature": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
          ...headers,
        },
        data: Buffer.from(body),
      });
    const alert = JSON.stringify({ alert_id: randomUUID(), monitoring_id: "m-e2e", type: "x" });

    expect((await post(alert, { "x-signature": "sha256=" + "0".repeat(64) })).status()).toBe(401);
    expect((await post(alert, { "x-webhook-id": "not-a-webhook-of-ours" })).status()).toBe(401);
    expect((await post("{not json")).status()).toBe(400);
    const oversized = JSON.stringify({ pad: "x".repeat(1024 * 1024) });
    expect((await post(oversized)).status()).toBe(413);

    const eventId = randomUUID();
    const first = await post(alert, { "x-event-id": eventId });
    const again = await post(alert, { "x-event-id": eventId });
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });

    // The same signed body under a fresh, unsigned event id is a replay, not a new event.
    const replay = await post(alert, { "x-event-id": randomUUID() });
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    // An unsigned header cannot relabel what the signed body says.
    const completedRun = JSON.stringify({
      id: randomUUID(),
      flow_id: "f-e2e",
      status: "COMPLETED",
      updated_at: new Date().toISOString(),
    });
    const relabelled = await post(completedRun, {
      "x-event-name": "FLOW_RUN_FAILED",
      "x-target-type": "FLOW_RUN",
    });
    expect(relabelled.status()).toBe(400);

    // Refusals are counted, never stored as deliveries.
    await page.goto("/settings/events");
    const refused = page.getByRole("table", { name: "Refused deliveries per webhook and hour" });
    await expect(refused.getByRole("row").filter({ hasText: webhook.id })).toHaveCount(1, {
      timeout: 15_000,
    });
    await expect(page.getByRole("button", { name: /View payload/ }).first()).toBeVisible();
  });
});
