import type { Page } from "@playwright/test";
import { e2e } from "./env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/** The CDD create wizard (/cdd/new): three shapes, per-step validation, drafts, idempotency. */

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

const stepHeading = (page: Page, step: number) =>
  page.getByRole("heading", { name: new RegExp(`^Step ${step} of 5`) });

async function next(page: Page, toStep: number) {
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, toStep)).toBeVisible();
}

async function caseCount(page: Page, externalId: string): Promise<number> {
  const response = await page.request.get(
    `/api/cdds?external_id=${encodeURIComponent(externalId)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

test.describe("CDD create wizard", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, e2e.analyst);
    await page.goto("/cdd/new");
    await expect(stepHeading(page, 1)).toBeVisible();
  });

  test("creates a case identified by its website and opens it", async ({ page }) => {
    await expectAccessible(page);
    const host = `${unique("wizard-web")}.example`;
    const externalId = unique("WEB");
    await page.getByLabel("Website", { exact: true }).fill(host);
    await next(page, 2);
    await page.getByLabel("Business e-mail").fill("kyc@acme.example");
    await page.getByLabel("External ID").fill(externalId);
    await expectAccessible(page);
    await next(page, 3);
    await next(page, 4);
    const pull = page.getByRole("checkbox", { name: "Pull registry documents" });
    await expect(pull).toBeDisabled();
    await expect(page.getByText("no country is given")).toBeVisible();
    await next(page, 5);
    await expect(page.getByText(host)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Create case" }).click();

    await expect(page).toHaveURL(/\/cdd\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: `https://${host}` })).toBeVisible();
    await expect(page.getByText(externalId)).toBeVisible();
    await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 20_000 });
    expect(await caseCount(page, externalId)).toBe(1);
  });

  test("creates a case by legal name and country, with the registry pull for DE", async ({
    page,
  }) => {
    const name = unique("Wizard Legal GmbH");
    await page.getByLabel("By its legal name and country").check();
    await page.getByLabel("Legal name", { exact: true }).fill(name);
    await page.getByLabel("Country", { exact: true }).selectOption("DE");
    await next(page, 2);
    await next(page, 3);
    await next(page, 4);
    const pull = page.getByRole("checkbox", { name: "Pull registry documents" });
    await expect(pull).toBeEnabled();
    await pull.check();
    await next(page, 5);
    await expect(page.getByText("Germany (DE)")).toBeVisible();
    await page.getByRole("button", { name: "Create case" }).click();

    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("FULL", { exact: true })).toBeVisible();
    // The pull at creation brings three registry PDFs a few sandbox seconds later.
    await expect(page.getByRole("heading", { name: "Documents (3)" })).toBeVisible({
      timeout: 30_000,
    });
  });

  test("creates a case by register number, offering only GB, FR and IT", async ({ page }) => {
    const externalId = unique("REG");
    await page.getByLabel("By its register number and country").check();
    const country = page.getByLabel("Country", { exact: true });
    await expect(country.locator("option")).toHaveText([
      "Choose GB, FR or IT",
      "France (FR)",
      "Italy (IT)",
      "United Kingdom (GB)",
    ]);
    await country.selectOption("FR");
    await page.getByLabel("Register number", { exact: true }).fill("552100554");
    await next(page, 2);
    await page.getByLabel("External ID").fill(externalId);
    await next(page, 3);
    await next(page, 4);
    await expect(page.getByText("this company's country is France (FR)")).toBeVisible();
    await next(page, 5);
    await page.getByRole("button", { name: "Create case" }).click();

    await expect(page).toHaveURL(/\/cdd\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "552100554" })).toBeVisible();
    expect(await caseCount(page, externalId)).toBe(1);
  });

  test("each step refuses what is wrong, on its field, and keeps everything", async ({ page }) => {
    // Step 1: nothing, then something that is no website.
    await page.getByRole("button", { name: "Next" }).click();
    const website = page.getByLabel("Website", { exact: true });
    await expect(page.getByText("Enter the business's website")).toBeVisible();
    await expect(website).toHaveAttribute("aria-invalid", "true");
    await website.fill("not a website");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Enter a website such as example.com")).toBeVisible();
    await expect(stepHeading(page, 1)).toBeVisible();
    await website.fill("steps.example");
    await next(page, 2);

    // Step 2: a malformed e-mail.
    await page.getByLabel("Business e-mail").fill("nope");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("E-mail must be a valid e-mail address")).toBeVisible();
    await expect(page.getByLabel("Business e-mail")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Business e-mail").fill("kyc@steps.example");
    await page.getByLabel("Trading name").fill("Steps Trading");
    await next(page, 3);

    // Step 3: a contact person with neither name nor e-mail.
    await page.getByLabel("Phone number").fill("+44 20 7946 0000");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Give the contact person's name or e-mail")).toBeVisible();
    await page.getByLabel("Contact name").fill("Ada Contact");
    await next(page, 4);

    // Step 4: a risk check set id longer than allowed.
    await page.getByLabel("Risk check set").fill("x".repeat(201));
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Risk check set must be at most 200 characters")).toBeVisible();
    await page.getByLabel("Risk check set").fill("strict");
    await next(page, 5);

    // Back and Next keep everything.
    await page.getByRole("button", { name: "Edit business" }).click();
    await expect(page.getByLabel("Website", { exact: true })).toHaveValue("steps.example");
    await next(page, 2);
    await expect(page.getByLabel("Trading name")).toHaveValue("Steps Trading");
    await next(page, 3);
    await next(page, 4);
    await next(page, 5);

    // Step 5: the server's validation error lands on its step and field.
    await page.route("**/api/cdds", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 422,
            contentType: "application/json",
            body: JSON.stringify({
              error: {
                code: "VALIDATION_ERROR",
                message: "The case has invalid fields.",
                details: [{ path: "contact_person.name", message: "This name is not accepted" }],
              },
            }),
          })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Create case" }).click();
    await expect(page.getByText("The compliance service did not accept the case")).toBeVisible();
    await expect(stepHeading(page, 3)).toBeVisible();
    await expect(page.getByText("This name is not accepted")).toBeVisible();
    await expect(page.getByLabel("Contact name")).toHaveValue("Ada Contact");
    await expect(page.getByLabel("Contact name")).toHaveAttribute("aria-invalid", "true");
  });

  test("a reload in the middle keeps the draft; discarding empties it", async ({ page }) => {
    await page.getByLabel("Website", { exact: true }).fill("reload.example");
    await next(page, 2);
    await page.getByLabel("VAT number").fill("DE123456789");
    await next(page, 3);
    await page.getByLabel("Contact name").fill("Rita Reload");

    await page.reload();
    await expect(page.getByText(/Draft restored/)).toBeVisible();
    await expect(stepHeading(page, 3)).toBeVisible();
    await expect(page.getByLabel("Contact name")).toHaveValue("Rita Reload");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("VAT number")).toHaveValue("DE123456789");

    await page.getByRole("button", { name: "Discard draft" }).click();
    await page.getByRole("button", { name: "Discard", exact: true }).click();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByLabel("Website", { exact: true })).toHaveValue("");
    await page.reload();
    await expect(page.getByLabel("Website", { exact: true })).toHaveValue("");
  });

  test("a double-clicked submit makes one case, and so does a replayed request", async ({
    page,
  }) => {
    const externalId = unique("DOUBLE");
    await page.getByLabel("Website", { exact: true }).fill(`${externalId.toLowerCase()}.example`);
    await next(page, 2);
    await page.getByLabel("External ID").fill(externalId);
    await next(page, 3);
    await next(page, 4);
    await next(page, 5);
    await page.getByRole("button", { name: "Create case" }).dblclick();
    await expect(page).toHaveURL(/\/cdd\/[0-9a-f-]{36}$/);
    expect(await caseCount(page, externalId)).toBe(1);

    // Two requests racing with one draft's key (a retry after a lost answer) still make one case.
    const replayId = unique("REPLAY");
    const send = () =>
      page.request.post("/api/cdds", {
        headers: { "Idempotency-Key": `key-${replayId}` },
        data: { website: "replay.example", external_id: replayId },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect((await first.json()).id).toBe((await second.json()).id);
    expect(await caseCount(page, replayId)).toBe(1);
  });

  test("a changed resubmission of a sent draft is explained, and a fresh draft goes through", async ({
    page,
  }) => {
    const externalId = unique("CONFLICT");
    await page.getByLabel("Website", { exact: true }).fill("conflict.example");
    await next(page, 2);
    await page.getByLabel("External ID").fill(externalId);
    await next(page, 3);
    await next(page, 4);
    await next(page, 5);
    // The case is made, but its answer is lost on the way back to the browser.
    await page.route("**/api/cdds", async (route) => {
      await route.fetch();
      await route.abort("failed");
    });
    await page.getByRole("button", { name: "Create case" }).click();
    await expect(page.getByText("The console could not be reached", { exact: true })).toBeVisible();
    await page.unroute("**/api/cdds");
    expect(await caseCount(page, externalId)).toBe(1);

    await page.getByRole("button", { name: "Edit details" }).click();
    await page.getByLabel("Trading name").fill("Changed Trading");
    await next(page, 3);
    await next(page, 4);
    await next(page, 5);
    await page.getByRole("button", { name: "Create case" }).click();
    await expect(
      page.getByText("This draft was already submitted with other details"),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: `Look for cases with external ID ${externalId}` }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Start a fresh draft with these details" }).click();
    await expect(stepHeading(page, 5)).toBeVisible();
    await expect(page.getByText("Changed Trading")).toBeVisible();
    await page.getByRole("button", { name: "Create case" }).click();
    await expect(page).toHaveURL(/\/cdd\/[0-9a-f-]{36}$/);
    expect(await caseCount(page, externalId)).toBe(2);
  });
});
