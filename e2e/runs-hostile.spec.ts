import type { Page } from "@playwright/test";
import { e2e } from "./env";
import { expect, signIn, test } from "./fixtures";
import { flowOf } from "./runs-helpers";

/**
 * The report flow quotes its input verbatim into the Markdown report. Fed hostile Markdown and
 * HTML through the trigger form, the report must render inert: no script runs, no dialog opens,
 * and no event handler, frame, script or javascript:/data: link reaches the DOM.
 */
const companyName =
  'Hostile & Co <script>window.__pwned = "script"</script><img src=x onerror="window.__pwned=\'img\'"><svg onload="window.__pwned=\'svg\'">';
const registrationNumber = "<iframe src=javascript:alert(1)></iframe>";
const notes = [
  "See [the file](javascript:window.__pwned='link') and [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==).",
  "",
  "<div onclick=\"window.__pwned='div'\">raw html block</div>",
  "",
  '<iframe src="https://evil.example/frame"></iframe>',
  "",
  "<script>alert('block')</script>",
  "",
  '![pixel](javascript:alert(1)) <a href="javascript:alert(1)">inline anchor</a> <javascript:alert(1)>',
  "",
  "```html",
  "<script>alert('code')</script>",
  "```",
].join("\n");

test("hostile Markdown and HTML in a report render inert", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await signIn(page, e2e.analyst);
  const flow = await flowOf("report");
  await page.goto(`/runs/new?flow=${flow.id}`);
  await page.getByLabel("Company name").fill(companyName);
  await page.getByLabel("Country").fill("GB");
  await page.getByLabel("Website").fill("https://evil.example/<script>alert(1)</script>");
  await page.getByLabel("Registration number").fill(registrationNumber);
  await page.getByLabel("Analyst notes").fill(notes);
  await page.getByRole("button", { name: "Queue run" }).click();
  await expect(page).toHaveURL(/\/runs\/[0-9a-f-]{36}$/);
  const runUrl = page.url();

  const report = page.getByTestId("run-report");
  await expect(report).toBeVisible({ timeout: 20_000 });
  await expect(report.getByRole("heading", { level: 1 })).toContainText("Hostile & Co");
  // The code block keeps its text, as text.
  await expect(report.locator("pre code")).toContainText("<script>alert('code')</script>");
  await expectInert(page);

  await page.goto(`${runUrl}/print`);
  await expect(page.getByRole("heading", { level: 1 }).last()).toContainText("Hostile & Co");
  await expectInert(page);
  expect(dialogs).toEqual([]);
});

async function expectInert(page: Page) {
  // Give anything that could fire (onerror, onload, timers) a moment to do so.
  await page.waitForTimeout(500);
  const findings = await page.evaluate(() => {
    const article =
      document.querySelector("[data-testid=run-report]") ?? document.querySelector("article");
    const handlers = [...document.querySelectorAll("*")].filter((element) =>
      [...element.attributes].some((attribute) => attribute.name.toLowerCase().startsWith("on")),
    );
    const hrefs = [...document.querySelectorAll("[href], [src]")]
      .map((element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "")
      .filter((value) => /^\s*(javascript|data|vbscript):/i.test(value));
    return {
      pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
      handlers: handlers.map((element) => element.outerHTML.slice(0, 80)),
      hrefs,
      frames: document.querySelectorAll("iframe, frame, object, embed").length,
      reportScripts: article?.querySelectorAll("script, img, svg, iframe").length ?? -1,
      rawDiv: article?.textContent?.includes("raw html block") ?? false,
    };
  });
  expect(findings).toEqual({
    pwned: null,
    handlers: [],
    hrefs: [],
    frames: 0,
    reportScripts: 0,
    rawDiv: false,
  });
}
