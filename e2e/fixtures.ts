import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { e2e } from "./env";

/**
 * Every page a spec opens is watched: if any response the browser receives contains the upstream
 * API key, the test fails. Together with the build scan in key-leak.spec.ts this is the proof that
 * the key never reaches a browser.
 */
export const test = base.extend<{ keyWatch: void; streamedReveal: void }>({
  keyWatch: [
    async ({ page }, use) => {
      const leaks: string[] = [];
      page.on("response", async (response) => {
        try {
          const body = await response.body();
          const headers = JSON.stringify(await response.allHeaders());
          if (body.includes(e2e.apiKey) || headers.includes(e2e.apiKey)) leaks.push(response.url());
        } catch {
          // Redirects and aborted requests have no body to read.
        }
      });
      await use();
      expect(leaks, "responses that contained the upstream API key").toEqual([]);
    },
    { auto: true },
  ],
  /**
   * A page counts as loaded once React has moved its streamed parts into place. Until then the
   * content can stand twice for a moment (parked in a hidden segment at the end of the body, and
   * rendered by the browser in the page: lib/streaming/reveal-fallback.ts), which a strict locator
   * would trip over. Polled on a timer: a browser starved of animation frames polls too.
   */
  streamedReveal: [
    async ({ page }, use) => {
      const settled = () =>
        page.waitForFunction(() => !document.querySelector("div[hidden][id^='S:']"), undefined, {
          polling: 50,
          timeout: 30_000,
        });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await settled();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await settled();
        return response;
      };
      await use();
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** The sandbox's control plane and spec API, straight (tests only; the browser never does this). */
export async function sandbox<T>(path: string, init?: RequestInit & { key?: boolean }): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (init?.key) headers["x-api-key"] = e2e.apiKey;
  const response = await fetch(`${e2e.sandboxURL}${path}`, {
    ...init,
    headers: { ...headers, ...init?.headers },
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
