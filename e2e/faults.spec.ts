import { e2e } from "./env";
import { expect, sandbox, signIn, test } from "./fixtures";

async function setFaults(faults: Record<string, unknown>): Promise<void> {
  await sandbox("/_sandbox/faults", { method: "PUT", body: JSON.stringify(faults) });
}

test.describe("upstream faults are shown as what they mean", () => {
  test.afterEach(async () => {
    await sandbox("/_sandbox/faults", { method: "DELETE" });
  });

  test("under a 30% rate of 503s on GETs, pages still load (GETs are retried)", async ({
    page,
  }) => {
    await setFaults({ error_rate: 0.3, statuses: [503], methods: ["GET"] });
    await signIn(page, e2e.admin);
    for (let visit = 0; visit < 5; visit += 1) {
      await page.goto("/");
      await expect(page.getByTestId("overview-unacknowledged")).toHaveText(/^\d+$/);
    }
  });

  test("a hanging upstream gives a clear timeout message, not a spinner forever", async ({
    page,
  }) => {
    await signIn(page, e2e.admin);
    await setFaults({ hang: true, routes: ["/monitoring-alerts"] });
    const response = await page.request.get("/api/monitoring-alerts?page_size=1");
    expect(response.status()).toBe(504);
    expect((await response.json()).error.code).toBe("UPSTREAM_TIMEOUT");
    await page.goto("/");
    await expect(page.getByText("The compliance service is not answering")).toBeVisible({
      timeout: 30_000,
    });
  });

  test("a revoked key gives a page that tells an admin what to do", async ({ page }) => {
    await setFaults({ revoked_keys: [e2e.apiKey] });
    await signIn(page, e2e.admin);
    const banner = page
      .getByRole("alert")
      .filter({ hasText: "The compliance service rejected the console's API key" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "Settings → API key" })).toHaveAttribute(
      "href",
      "/settings/keys",
    );
  });
});
