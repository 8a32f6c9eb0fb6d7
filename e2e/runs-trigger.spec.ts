import { e2e } from "./env";
import { expect, expectAccessible, signIn, test } from "./fixtures";
import { flowOf, setClock } from "./runs-helpers";

/** `/runs/new`: the generated form, the service's refusals in words, and a run going live. */
test.describe("triggering a run", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, e2e.analyst);
  });

  test.afterEach(async () => {
    await setClock({ pause: false });
  });

  test("the form comes from the flow's schema; the service's field errors land on their fields", async ({
    page,
  }) => {
    const flow = await flowOf("report");
    await page.goto(`/runs/new?flow=${flow.id}`);
    await expect(page.getByLabel("Company name")).toBeVisible();
    await expect(page.getByText("Legal or trading name of the business")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Queue run" }).click();
    await expect(page.getByLabel("Company name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Required").first()).toBeVisible();

    await page.getByLabel("Company name").fill("Harbourline Logistics Ltd");
    await page.getByLabel("Country").fill("gb");
    await page.getByLabel("Website").fill("ftp://harbourline.example");
    // The flow's own schema (pattern) is checked in the browser: nothing is sent to the service.
    let triggered = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/runs")) triggered += 1;
    });
    await page.getByRole("button", { name: "Queue run" }).click();

    await expect(page.getByText("Not in the expected format (e.g. GB)")).toBeVisible();
    await expect(page.getByText("Not in the expected format", { exact: true })).toBeVisible();
    expect(triggered).toBe(0);
    await expect(page.getByLabel("Country")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");
    // Nothing typed is lost, and a reload keeps the draft too.
    await expect(page.getByLabel("Company name")).toHaveValue("Harbourline Logistics Ltd");
    await page.reload();
    await expect(page.getByLabel("Website")).toHaveValue("ftp://harbourline.example");
    await expectAccessible(page);

    await page.getByLabel("Country").fill("GB");
    await page.getByLabel("Website").fill("https://harbourline.example");
    await page.getByRole("button", { name: "Queue run" }).click();
    await expect(page).toHaveURL(/\/runs\/[0-9a-f-]{36}$/);
    await page.goto(`/runs/new?flow=${flow.id}`);
    await expect(page.getByLabel("Website")).toHaveValue("");
  });

  test("a flow without an active version is explained and the input kept", async ({ page }) => {
    const flow = await flowOf("no_active_version");
    await page.goto(`/runs/new?flow=${flow.id}`);
    await page.getByLabel("Company name").fill("Acme GmbH");
    await page.getByLabel("Country").fill("DE");
    await page.getByRole("button", { name: "Queue run" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "no published version" })).toContainText(
      "Ask whoever maintains the flow to publish a version",
    );
    await expect(page.getByLabel("Company name")).toHaveValue("Acme GmbH");
  });

  test("an unknown flow id is run from the JSON editor and explained as not found", async ({
    page,
  }) => {
    await page.goto("/runs/new");
    await page.getByLabel("Or a flow id").fill("00000000-0000-4000-8000-00000000dead");
    await page.getByRole("button", { name: "Use this id" }).click();
    const editor = page.getByLabel("Input (JSON)");
    await expect(editor).toBeVisible();
    await editor.fill('{ "company_name": ');
    await expect(page.getByText(/Not valid JSON/)).toBeVisible();
    await expect(editor).toHaveAttribute("aria-invalid", "true");
    await editor.fill('{ "company_name": "Acme" }');
    await page.getByRole("button", { name: "Queue run" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "does not know this flow" }),
    ).toContainText("00000000-0000-4000-8000-00000000dead");
    await expect(editor).toHaveValue('{ "company_name": "Acme" }');
    await expectAccessible(page);
  });

  test("a queued run progresses to completed on its open page, without a reload", async ({
    page,
  }) => {
    const flow = await flowOf("report");
    await page.goto(`/runs/new?flow=${flow.id}`);
    await page.getByLabel("Company name").fill("Live Progress Ltd");
    await page.getByLabel("Country").fill("GB");
    // The sandbox's clock stands still, so the run waits in the queue until it is released.
    await setClock({ pause: true });
    await page.getByRole("button", { name: "Queue run" }).click();
    await expect(page).toHaveURL(/\/runs\/[0-9a-f-]{36}$/);
    const main = page.getByRole("main");
    await expect(main.getByText("Queued", { exact: true })).toBeVisible();
    await expect(page.getByText("Run status: Queued")).toBeAttached();
    await expect(page.getByText("The report appears here when the run completes.")).toBeVisible();
    await setClock({ advance_ms: 2_000 });
    await expect(page.getByText("Run status: Running")).toBeAttached({ timeout: 15_000 });
    await expect(main.getByText("Running", { exact: true })).toBeVisible();
    await setClock({ pause: false });
    await expect(page.getByText("Run status: Completed")).toBeAttached({ timeout: 20_000 });
    await expect(
      page.getByTestId("run-report").getByRole("heading", { name: /Live Progress Ltd/ }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("run again starts from the same flow and input, editable before sending", async ({
    page,
  }) => {
    const flow = await flowOf("degraded");
    await page.goto(`/runs/new?flow=${flow.id}`);
    await page.getByLabel("Company name").fill("Rerun Holdings");
    await page.getByLabel("Country").fill("FR");
    await page.getByLabel("Extra keywords").fill("fraud\nsanctions");
    await page.getByRole("button", { name: "Queue run" }).click();
    await expect(page).toHaveURL(/\/runs\/[0-9a-f-]{36}$/);
    const firstRun = page.url();

    await page.getByRole("link", { name: "Run again" }).click();
    await expect(page.getByLabel("Flow", { exact: true })).toHaveValue(flow.id);
    await expect(page.getByLabel("Company name")).toHaveValue("Rerun Holdings");
    await expect(page.getByLabel("Extra keywords")).toHaveValue("fraud\nsanctions");
    await page.getByRole("button", { name: "JSON" }).click();
    await expect(page.getByLabel("Input (JSON)")).toHaveValue(
      /"keywords": \[\s+"fraud",\s+"sanctions"\s+\]/,
    );
    await page.getByRole("button", { name: "Form" }).click();
    await page.getByLabel("Company name").fill("Rerun Holdings SA");
    await page.getByRole("button", { name: "Queue run" }).click();
    await expect(page).toHaveURL(/\/runs\/[0-9a-f-]{36}$/);
    expect(page.url()).not.toBe(firstRun);
    await expect(page.getByRole("list", { name: "Run input" })).toContainText("Rerun Holdings SA");
  });
});
