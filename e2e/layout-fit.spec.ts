import type { Page } from "@playwright/test";
import { detailPages } from "./console-pages";
import { e2e } from "./env";
import { expect, signIn, test } from "./fixtures";

/** Every page of the console, detail pages included (their ids come from the lists' APIs). */
async function consolePages(page: Page): Promise<string[]> {
  const { run, cdd, search } = await detailPages(page);
  return [
    "/",
    "/runs",
    "/runs/new",
    ...(run ? [run] : []),
    "/cdd",
    "/cdd/new",
    ...(cdd ? [cdd] : []),
    "/screening",
    "/screening/hits",
    ...(search ? [search] : []),
    "/monitoring/alerts",
    "/monitoring/monitorings",
    "/monitoring/executions",
    "/monitoring/blocked",
    "/settings",
    "/settings/keys",
    "/settings/users",
    "/settings/audit",
    "/settings/shares",
    "/settings/flows",
    "/settings/webhooks",
    "/settings/events",
  ];
}

/** How far the page itself scrolls sideways, and the widest elements that cause it. */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    // Elements past the right edge that no scroll box of their own clips: what widens the page.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)}`);
    return { overflow, culprits };
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height} no page scrolls sideways and Sign out is reachable`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // Signed in at the default size: the fixture waits for the navigation, folded away on a phone.
    await signIn(page, e2e.admin);
    await page.setViewportSize(viewport);
    const failures: string[] = [];
    for (const path of await consolePages(page)) {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const { overflow, culprits } = await sidewaysScroll(page);
      if (overflow > 0) failures.push(`${path}: ${overflow}px too wide (${culprits.join(", ")})`);
    }
    expect(failures).toEqual([]);

    if (viewport.width < 768) {
      await page.getByRole("button", { name: "Toggle navigation" }).click();
      await expect(page.getByRole("link", { name: "Settings" })).toBeInViewport();
    }
    const user = page.getByRole("button", { name: /admin/ }).last();
    await user.click();
    const signOut = page.getByRole("menuitem", { name: "Sign out", exact: true });
    await expect(signOut).toBeInViewport({ ratio: 1 });
    await signOut.click();
    await expect(page).toHaveURL(/\/login/);
  });
}
