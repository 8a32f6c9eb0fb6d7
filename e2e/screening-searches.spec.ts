import type { Page } from "@playwright/test";
import { e2e } from "./env";
import { expect, expectAccessible, sandbox, signIn, test } from "./fixtures";

/**
 * The searches list and one search's page, compared with the sandbox. The clock is paused and a
 * fresh search with unresolved hits is completed, so there is something left to review.
 */
interface Hit {
  id: string;
  status: string;
  hit_categories: string[];
  provider_reference: string;
  provider_url: string;
  remediation: { summary: string | null };
}
interface Search {
  id: string;
  reference: string;
  status: string;
  updated_at: string;
  input: { label: string; value: string }[];
  hit_counts: Record<string, number>;
  hits: Hit[];
}

const clock = (body: object) =>
  sandbox("/_sandbox/clock", { method: "POST", body: JSON.stringify(body) });
const upstream = (id: string) =>
  sandbox<Search>(`/v1/name-screenings/searches/${id}`, { key: true });

let fresh: Search;

/** Looks every indexed search up through the console (which re-indexes it) and upstream. */
async function syncIndex(page: Page): Promise<Search[]> {
  const listed = (await (
    await page.request.get("/api/screening/searches?page_size=100")
  ).json()) as {
    items: { id: string }[];
  };
  const ids = new Set([...listed.items.map((item) => item.id), fresh.id]);
  const searches: Search[] = [];
  for (const id of ids) {
    const response = await page.request.get(`/api/v1/name-screenings/searches/${id}`);
    if (response.ok()) searches.push(await upstream(id));
  }
  return searches;
}

async function rowIds(page: Page, name: RegExp): Promise<string[]> {
  return page
    .getByRole("table", { name })
    .locator("tbody tr[data-row-id]")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-row-id") ?? ""));
}

async function expectRows(page: Page, name: RegExp, ids: string[]): Promise<void> {
  await expect.poll(() => rowIds(page, name), { timeout: 15_000 }).toEqual(ids);
}

const statusLabels: Record<string, string> = {
  UNRESOLVED: "Unresolved",
  TRUE_POSITIVE: "True positive",
  FALSE_POSITIVE: "False positive",
};
const categoryLabels: Record<string, string> = {
  SANCTION: "Sanction",
  PEP: "PEP",
  MEDIA: "Adverse media",
  WATCHLIST: "Watchlist",
  ENFORCEMENT: "Enforcement",
};

const newestFirst = (a: Search, b: Search) =>
  b.updated_at.localeCompare(a.updated_at) || b.id.localeCompare(a.id);
const searchesTable = /^Name screening searches/;

test.describe("name screening searches", () => {
  test.beforeAll(async () => {
    await clock({ pause: true });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const fired = await sandbox<{ target_id: string }>("/_sandbox/events", {
        method: "POST",
        body: JSON.stringify({ type: "search_completed" }),
      });
      fresh = await upstream(fired.target_id);
      if (fresh.hits.some((hit) => hit.status === "UNRESOLVED")) break;
    }
    expect(fresh.hits.some((hit) => hit.status === "UNRESOLVED")).toBe(true);
  });
  test.afterAll(async () => {
    await clock({ pause: false });
  });

  test("the list shows the indexed searches with their counts, and filters", async ({ page }) => {
    await signIn(page, e2e.analyst);
    const searches = (await syncIndex(page)).sort(newestFirst);
    await page.goto("/screening?page_size=100");
    await expectRows(
      page,
      searchesTable,
      searches.map((search) => search.id),
    );

    const row = page.locator(`tr[data-row-id="${fresh.id}"]`);
    await expect(row).toContainText(fresh.reference);
    await expect(row).toContainText(`${fresh.hit_counts.UNRESOLVED} unresolved`);
    await expect(row).toContainText(`${fresh.hit_counts.TRUE_POSITIVE} true positive`);
    await expect(row).toContainText(`${fresh.hit_counts.FALSE_POSITIVE} false positive`);

    await page.getByRole("checkbox", { name: /^FAILED/ }).click();
    await expect(page).toHaveURL(/status=FAILED/);
    const failed = searches.filter((search) => search.status === "FAILED").map((s) => s.id);
    await expectRows(page, searchesTable, failed);
    await page.getByRole("checkbox", { name: /^FAILED/ }).click();

    await page.getByLabel("With hits").selectOption("UNRESOLVED");
    await expect(page).toHaveURL(/hit_status=UNRESOLVED/);
    await expectRows(
      page,
      searchesTable,
      searches.filter((search) => (search.hit_counts.UNRESOLVED ?? 0) > 0).map((s) => s.id),
    );
    await page.getByLabel("With hits").selectOption("");

    await page.getByLabel("Reference contains").fill(fresh.reference);
    await page.getByRole("button", { name: "Apply" }).click();
    await expectRows(page, searchesTable, [fresh.id]);
    await expectAccessible(page);
  });

  test("a search opens by id; an unknown id is explained", async ({ page }) => {
    await signIn(page, e2e.analyst);
    await page.goto("/screening");
    await page.getByLabel("Search id").fill(fresh.id);
    await page.getByRole("button", { name: "Open search" }).click();
    await expect(page).toHaveURL(`/screening/searches/${fresh.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fresh.reference);

    const response = await page.goto("/screening/searches/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("No search with this id")).toBeVisible();
    await expectAccessible(page);
  });

  test("a search shows its profile and hits, filters them in the URL and reviews by keyboard", async ({
    page,
  }) => {
    await signIn(page, e2e.analyst);
    const searches = await syncIndex(page);
    const distinct = (search: Search) => new Set(search.hits.map((hit) => hit.status)).size;
    const target = [...searches].sort(
      (a, b) => distinct(b) - distinct(a) || b.hits.length - a.hits.length,
    )[0];
    const table = new RegExp(`^Hits of search ${target.reference}`);
    await page.goto(`/screening/searches/${target.id}`);

    const profile = page.getByRole("region", { name: "Screened profile" });
    for (const field of target.input) {
      await expect(profile).toContainText(field.label);
      await expect(profile).toContainText(String(field.value));
    }
    await expectRows(
      page,
      table,
      target.hits.map((hit) => hit.id),
    );
    const first = target.hits[0];
    await expect(
      page.getByRole("link", { name: new RegExp(`^${first.provider_reference}`) }).first(),
    ).toHaveAttribute("href", first.provider_url);
    const summarised = target.hits.find((hit) => hit.remediation.summary);
    if (summarised?.remediation.summary) {
      await expect(page.getByText(summarised.remediation.summary).first()).toBeVisible();
    }

    const status = first.status;
    await page.getByRole("checkbox", { name: new RegExp(`^${statusLabels[status]} \\(`) }).click();
    await expect(page).toHaveURL(new RegExp(`status=${status}`));
    const byStatus = target.hits.filter((hit) => hit.status === status);
    await expectRows(
      page,
      table,
      byStatus.map((hit) => hit.id),
    );
    const category = first.hit_categories[0];
    await page
      .getByRole("checkbox", { name: new RegExp(`^${categoryLabels[category]} \\(`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`category=${category}`));
    const both = byStatus.filter((hit) => hit.hit_categories.includes(category));
    await expectRows(
      page,
      table,
      both.map((hit) => hit.id),
    );
    await page.reload();
    await expectRows(
      page,
      table,
      both.map((hit) => hit.id),
    );
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expectRows(
      page,
      table,
      target.hits.map((hit) => hit.id),
    );

    const rows = page.getByRole("table", { name: table }).locator("tbody tr");
    await page.keyboard.press("j");
    await expect(rows.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("j");
    await expect(rows.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("k");
    await expect(rows.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    const panel = page.getByRole("complementary", { name: `Hit ${first.provider_reference}` });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("Determination");
    await expect(panel).toContainText("Sync status");
    await expectAccessible(page);

    await page.keyboard.press("j");
    await expect(rows.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
  });
});
