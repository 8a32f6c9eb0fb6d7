import type { Page } from "@playwright/test";
import { e2e } from "./env";
import { expect, signIn, test } from "./fixtures";

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test.describe("dark mode", () => {
  test("a page load in dark mode hydrates without React error #418", async ({ page }) => {
    await signIn(page, e2e.analyst);
    await page.getByRole("button", { name: "Dark mode" }).click();
    const errors = collectErrors(page);
    for (const path of ["/", "/runs", "/cdd"]) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: "Light mode" })).toBeVisible();
    }
    expect(errors.filter((text) => /#418|hydrat/i.test(text))).toEqual([]);
  });

  test("without a choice, the system's dark preference is followed from the first paint", async ({
    browser,
  }) => {
    const light = await browser.newPage({ colorScheme: "light" });
    await signIn(light, e2e.analyst);
    const lightBackground = await bodyBackground(light);
    await light.close();

    const dark = await browser.newPage({ colorScheme: "dark" });
    await signIn(dark, e2e.analyst);
    expect(await bodyBackground(dark)).not.toBe(lightBackground);
    await expect(dark.getByRole("button", { name: "Light mode" })).toBeVisible();
    // An explicit choice wins over the system's.
    await dark.getByRole("button", { name: "Light mode" }).click();
    await dark.reload();
    expect(await bodyBackground(dark)).toBe(lightBackground);
    await dark.close();
  });
});
