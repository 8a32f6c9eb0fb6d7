import { e2e } from "./env";
import { expect, sandbox, signIn, test } from "./fixtures";

/** With the embedded sandbox the console connects its own receiver at start. */
test("the console connected its receiver to the sandbox by itself, and the header says changes are pushed", async ({
  page,
}) => {
  const receiver = `${e2e.baseURL}/api/inbound/webhook`;
  await expect
    .poll(
      async () => {
        const { items } = await sandbox<{ items: { webhook_url: string; is_active: boolean }[] }>(
          "/webhooks",
          { key: true },
        );
        return items.some((webhook) => webhook.webhook_url === receiver && webhook.is_active);
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  await signIn(page, e2e.analyst);
  await expect
    .poll(async () => (await (await page.request.get("/api/live/push")).json()).mode, {
      timeout: 70_000,
    })
    .toBe("pushed");
  await page.goto("/");
  await expect(page.getByTestId("push-status")).toContainText(
    "The service pushes its events to this console",
  );
  await expect(page.getByTestId("live-indicator")).toHaveText(/^Live updates: Live/);
  await expect(page.getByTestId("live-indicator")).not.toContainText("polled");
  await page.getByTestId("live-indicator").click();
  await expect(
    page.getByRole("region", { name: "Live activity" }).getByText(/the service pushes changes/),
  ).toBeVisible();
});
