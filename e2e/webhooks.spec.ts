import type { Page } from "@playwright/test";
import { e2e } from "./env";
import { expect, expectAccessible, sandbox, signIn, test } from "./fixtures";

interface UpstreamWebhook {
  id: string;
  webhook_url: string;
  is_active: boolean;
  has_secret: boolean;
  events: string[];
}

const receiverUrl = `${e2e.baseURL}/api/inbound/webhook`;

async function upstreamWebhooks(): Promise<UpstreamWebhook[]> {
  return (await sandbox<{ items: UpstreamWebhook[] }>("/webhooks", { key: true })).items;
}

/** The suite's sandbox is shared by every spec: start from no webhooks, leave none behind. */
async function deleteAllWebhooks(): Promise<void> {
  for (const webhook of await upstreamWebhooks()) {
    await sandbox(`/webhooks/${webhook.id}`, { method: "DELETE", key: true });
  }
}

async function createUpstream(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await sandbox("/webhooks", {
      method: "POST",
      key: true,
      body: JSON.stringify({
        webhook_url: `https://hooks.example/seeded-${i}`,
        events: ["flow_run_failed"],
      }),
    });
  }
}

async function openWebhooks(page: Page): Promise<void> {
  await signIn(page, e2e.admin);
  await page.goto("/settings/webhooks");
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
}

const row = (page: Page, url: string) => page.getByRole("row").filter({ hasText: url });

test.describe("webhook management", () => {
  test.beforeEach(deleteAllWebhooks);
  test.afterAll(deleteAllWebhooks);

  test("an admin creates, edits, deactivates and deletes a webhook, choosing the secret explicitly", async ({
    page,
  }) => {
    await openWebhooks(page);
    await expect(page.getByTestId("webhook-count")).toHaveText("0 of 10 webhooks");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Create webhook" }).click();
    const create = page.getByRole("dialog", { name: "Create webhook" });
    await create.getByRole("button", { name: "Create webhook" }).click();
    await expect(create.getByText("Enter the webhook URL")).toBeVisible();
    await expect(create.getByText("Choose at least one event")).toBeVisible();
    await create.getByLabel("Webhook URL").fill("http://hooks.example/in");
    await create.getByRole("button", { name: "Create webhook" }).click();
    await expect(create.getByText(/Use an https:\/\/ URL/)).toBeVisible();
    await expect(create.getByLabel("Webhook URL")).toHaveAttribute("aria-invalid", "true");

    await create.getByLabel("Webhook URL").fill("https://hooks.example/in");
    await expect(create.getByText("A flow run failed.")).toBeVisible();
    await create.getByRole("checkbox", { name: /flow_run_completed/ }).check();
    await create.getByRole("checkbox", { name: /flow_run_failed/ }).check();
    await expect(create.getByRole("radio", { name: /Generate a strong secret/ })).toBeChecked();
    await expectAccessible(page);
    await create.getByRole("button", { name: "Create webhook" }).click();

    const secret = create.getByLabel("Webhook secret");
    await expect(secret).toHaveValue(/^[A-Za-z0-9_-]{43}$/);
    await expect(create.getByText("it is never shown again")).toBeVisible();
    await expect(create.getByRole("button", { name: "Copy" })).toBeVisible();
    await create.getByRole("button", { name: "Done" }).click();

    const [created] = await upstreamWebhooks();
    expect(created).toMatchObject({
      webhook_url: "https://hooks.example/in",
      is_active: true,
      has_secret: true,
      events: ["flow_run_completed", "flow_run_failed"],
    });
    await expect(page.getByTestId("webhook-count")).toHaveText("1 of 10 webhooks");
    await expect(row(page, "https://hooks.example/in")).toContainText("Set");

    // Edit: only the changed fields are sent; removing the secret is an explicit choice.
    await row(page, "https://hooks.example/in").getByRole("button", { name: /^Edit/ }).click();
    const edit = page.getByRole("dialog", { name: "Edit webhook" });
    await expect(edit.getByRole("radio", { name: "Keep the current secret" })).toBeChecked();
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit.getByText("Nothing changed")).toBeVisible();
    await edit.getByRole("checkbox", { name: /flow_run_failed/ }).uncheck();
    await edit.getByRole("radio", { name: /Remove the secret/ }).check();
    const removal = page.waitForRequest((r) => r.method() === "PATCH");
    await edit.getByRole("button", { name: "Save changes" }).click();
    expect((await removal).postDataJSON()).toEqual({ events: ["flow_run_completed"], secret: "" });
    await expect(row(page, "https://hooks.example/in")).toContainText("None");

    await row(page, "https://hooks.example/in").getByRole("button", { name: /^Edit/ }).click();
    await edit.getByRole("radio", { name: "Enter my own secret" }).check();
    await edit.getByLabel("Secret", { exact: true }).fill("too-short");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit.getByText(/at least 16 characters/).first()).toBeVisible();
    await edit.getByLabel("Secret", { exact: true }).fill("an-entered-secret-of-enough-length");
    const replacement = page.waitForRequest((r) => r.method() === "PATCH");
    await edit.getByRole("button", { name: "Save changes" }).click();
    expect((await replacement).postDataJSON()).toEqual({
      secret: "an-entered-secret-of-enough-length",
    });
    await expect(row(page, "https://hooks.example/in")).toContainText("Set");

    // Activate / deactivate from the list.
    const deactivation = page.waitForRequest((r) => r.method() === "PATCH");
    await row(page, "https://hooks.example/in")
      .getByRole("button", { name: /^Deactivate/ })
      .click();
    expect((await deactivation).postDataJSON()).toEqual({ is_active: false });
    await expect(row(page, "https://hooks.example/in")).toContainText("Inactive");
    await row(page, "https://hooks.example/in")
      .getByRole("button", { name: /^Activate/ })
      .click();
    await expect(
      row(page, "https://hooks.example/in").getByText("Active", { exact: true }),
    ).toBeVisible();

    // Delete, after a confirmation that says what it means.
    await row(page, "https://hooks.example/in")
      .getByRole("button", { name: /^Delete/ })
      .click();
    const confirm = page.getByRole("dialog", { name: "Delete webhook?" });
    await expect(confirm).toContainText("stop at once");
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Delete webhook" }).click();
    await expect(page.getByTestId("webhook-count")).toHaveText("0 of 10 webhooks");
    expect(await upstreamWebhooks()).toEqual([]);
  });

  test("the limit of 10 is shown, stops creating, and a race shows the service's refusal", async ({
    page,
  }) => {
    await createUpstream(9);
    await openWebhooks(page);
    await expect(page.getByTestId("webhook-count")).toHaveText("9 of 10 webhooks");
    await page.getByRole("button", { name: "Create webhook" }).click();
    const create = page.getByRole("dialog", { name: "Create webhook" });
    await create.getByLabel("Webhook URL").fill("https://hooks.example/tenth");
    await create.getByRole("checkbox", { name: /search_completed/ }).check();
    // Someone else takes the tenth place meanwhile.
    await createUpstream(1);
    await create.getByRole("button", { name: "Create webhook" }).click();
    await expect(create.getByRole("alert")).toContainText(
      "Webhook limit reached: a customer can have at most 10 webhooks",
    );
    await expect(create.getByLabel("Webhook URL")).toHaveValue("https://hooks.example/tenth");
    await create.getByRole("button", { name: "Cancel" }).click();

    await page.reload();
    await expect(page.getByTestId("webhook-count")).toHaveText("10 of 10 webhooks");
    await expect(page.getByRole("button", { name: "Create webhook" })).toBeDisabled();
    await expect(page.getByText("The service allows at most 10 webhooks")).toBeVisible();
  });

  test("connect this console creates one webhook, and repairs it instead of adding another", async ({
    page,
  }) => {
    await openWebhooks(page);
    const panel = page.getByRole("region", { name: /This console's receiver/ });
    await expect(panel).toContainText("Not connected");
    await expect(panel).toContainText(receiverUrl);
    await panel.getByRole("button", { name: "Connect this console" }).click();
    await expect(panel).toContainText("Console connected");
    await expect(panel).toContainText("Connected");

    const [own] = await upstreamWebhooks();
    expect(own).toMatchObject({ webhook_url: receiverUrl, is_active: true, has_secret: true });
    expect(own.events).toHaveLength(7);
    await expect(row(page, receiverUrl)).toContainText("This console");

    // Broken by hand: inactive and missing events.
    await sandbox(`/webhooks/${own.id}`, {
      method: "PATCH",
      key: true,
      body: JSON.stringify({ is_active: false, events: ["flow_run_failed"] }),
    });
    await page.reload();
    await expect(panel).toContainText("Needs repair");
    await expect(panel).toContainText("It is inactive");
    await expectAccessible(page);
    await panel.getByRole("button", { name: "Repair connection" }).click();
    await expect(panel).toContainText("Connection repaired");
    const after = await upstreamWebhooks();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: own.id, is_active: true });
    expect(after[0].events).toHaveLength(7);
  });

  test("an analyst cannot manage webhooks", async ({ page }) => {
    await signIn(page, e2e.analyst);
    await page.goto("/settings/webhooks");
    await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
    const response = await page.request.get("/api/settings/webhooks/console");
    expect(response.status()).toBe(403);
  });
});
