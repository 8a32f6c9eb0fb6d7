import type { Page } from "@playwright/test";
import { detailPages } from "./console-pages";
import { e2e } from "./env";
import { expect, signIn, test } from "./fixtures";

/** Main pages, detail pages included (their ids come from the lists' APIs). */
async function pagesWithTimes(page: Page): Promise<string[]> {
  const { run, cdd, search } = await detailPages(page);
  return [
    "/",
    "/runs",
    ...(run ? [run] : []),
    "/cdd",
    ...(cdd ? [cdd] : []),
    "/screening",
    ...(search ? [search] : []),
    "/screening/hits",
    "/monitoring/alerts",
    "/monitoring/monitorings",
    "/monitoring/executions",
    "/settings/audit",
    "/settings/users",
    "/settings/shares",
    "/settings/webhooks",
    "/settings/events",
  ];
}

/**
 * Every `<time>` text, and every clock time written in the page's own words (reports and code
 * blocks aside, which show the service's text verbatim), each with what follows it.
 */
function displayedInstants(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector("main");
    const times = [...(main?.querySelectorAll("time") ?? [])].map((t) => ({
      text: t.textContent ?? "",
      iso: t.getAttribute("title") ?? "",
    }));
    const walker = document.createTreeWalker(main ?? document.body, NodeFilter.SHOW_TEXT);
    const loose: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("time, pre, code, .markdown-body, [data-verbatim]")) continue;
      for (const match of (node.textContent ?? "").matchAll(/\b\d{1,2}:\d{2}(:\d{2})?\b.{0,8}/g)) {
        loose.push(match[0]);
      }
    }
    return { times, loose };
  });
}

const namesItsZone = /(UTC|GMT([+-]\d{1,2}(:\d{2})?)?|[A-Z]{3,5})$/;

test("every instant on the main pages names its zone and keeps the exact value", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, e2e.admin);
  const unnamed: string[] = [];
  let seen = 0;
  for (const path of await pagesWithTimes(page)) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const { times, loose } = await displayedInstants(page);
    seen += times.length;
    for (const time of times) {
      if (!namesItsZone.test(time.text.trim())) unnamed.push(`${path}: "${time.text}"`);
      if (Number.isNaN(Date.parse(time.iso)))
        unnamed.push(`${path}: no exact value for "${time.text}"`);
    }
    for (const text of loose) unnamed.push(`${path}: a time outside <time>: "${text}"`);
  }
  expect(unnamed).toEqual([]);
  expect(seen, "instants read across the pages").toBeGreaterThan(10);
});

test.describe("with the browser in Berlin", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("the analyst's choice of local time is kept, named and rendered so by the server", async ({
    page,
  }) => {
    await signIn(page, e2e.analyst);
    await page.goto("/runs");
    const firstTime = page.getByRole("main").locator("time").first();
    await expect(firstTime).toHaveText(/UTC$/);

    await page
      .getByRole("button", { name: /analyst/ })
      .last()
      .click();
    await page.getByRole("menuitem", { name: /Show times in local \(Europe\/Berlin\)/ }).click();
    await expect(firstTime).toHaveText(/(CET|CEST|GMT\+[12])$/);

    // The choice lives in a cookie the server reads, so its render agrees with the browser's.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.reload();
    await expect(firstTime).toHaveText(/(CET|CEST|GMT\+[12])$/);
    await expect(firstTime).toHaveAttribute("title", /^\d{4}-\d{2}-\d{2}T/);
    expect(errors.filter((text) => /#418|hydrat/i.test(text))).toEqual([]);
  });
});
