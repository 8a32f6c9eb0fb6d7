import type { Page } from "@playwright/test";
import { e2e } from "./env";
import { expect, expectAccessible, sandbox, signIn, test } from "./fixtures";

/** Hits across every indexed search, compared with the same searches read from the sandbox. */
interface Search {
  id: string;
  hits: { id: string; status: string; hit_categories: string[]; provider_reference: string }[];
}

const clock = (body: object) =>
  sandbox("/_sandbox/clock", { method: "POST", body: JSON.stringify(body) });
const upstream = (id: string) =>
  sandbox<Search>(`/v1/name-screenings/searches/${id}`, { key: true });
const categoryLabels: Record<string, string> = {
  SANCTION: "Sanction",
  PEP: "PEP",
  MEDIA: "Adverse media",
  WATCHLIST: "Watchlist",
  ENFORCEMENT: "Enforcement",
};
const table = /^Hits across every known search/;

let freshId = "";

async function syncIndex(page: Page): Promise<Search[]> {
  const listed = (await (
    await page.request.get("/api/screening/searches?page_size=100")
  ).json()) as {
    items: { id: string }[];
  };
  const searches: Search[] = [];
  for (const id of new Set([...listed.items.map((item) => item.id), freshId])) {
    const response = await page.request.get(`/api/v1/name-screenings/searches/${id}`);
    if (response.ok()) searches.push(await upstream(id));
  }
  return searches;
}

async function rowIds(page: Page): Promise<string[]> {
  return page
    .getByRole("table", { name: table })
    .locator("tbody tr[data-row-id]")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-row-id") ?? ""));
}

test.describe("screening hits across searches", () => {
  test.beforeAll(async () => {
    await clock({ pause: true });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const fired = await sandbox<{ target_id: string }>("/_sandbox/events", {
        method: "POST",
        body: JSON.stringify({ type: "search_completed" }),
      });
      freshId = fired.target_id;
      if ((await upstream(freshId)).hits.some((hit) => hit.status === "UNRESOLVED")) break;
    }
  });
  test.afterAll(async () => {
    await clock({ pause: false });
  });

  test("unresolved first; status and category filters and counts match the upstream", async ({
    page,
  }) => {
    await signIn(page, e2e.analyst);
    const hits = (await syncIndex(page)).flatMap((search) =>
      search.hits.map((hit) => ({ ...hit, key: `${search.id}:${hit.id}` })),
    );
    const unresolved = hits.filter((hit) => hit.status === "UNRESOLVED");
    expect(unresolved.length).toBeGreaterThan(0);

    await page.goto("/screening/hits?page_size=100");
    await expect(page.getByText(`${hits.length} of ${hits.length} hits match`)).toBeVisible();
    await expect.poll(() => rowIds(page)).toHaveLength(hits.length);
    const order = await rowIds(page);
    expect(new Set(order.slice(0, unresolved.length))).toEqual(
      new Set(unresolved.map((hit) => hit.key)),
    );

    const unresolvedBox = page.getByRole("checkbox", { name: /^Unresolved \(/ });
    await expect(unresolvedBox).toHaveAccessibleName(`Unresolved (${unresolved.length})`);
    await unresolvedBox.click();
    await expect(page).toHaveURL(/status=UNRESOLVED/);
    await expect
      .poll(async () => new Set(await rowIds(page)))
      .toEqual(new Set(unresolved.map((hit) => hit.key)));

    const category = unresolved[0].hit_categories[0];
    const inCategory = (hit: (typeof hits)[number]) => hit.hit_categories.includes(category);
    const categoryBox = page.getByRole("checkbox", {
      name: new RegExp(`^${categoryLabels[category] ?? category} \\(`),
    });
    // Facet counts: a category counts the hits the status filter keeps.
    await expect(categoryBox).toHaveAccessibleName(
      `${categoryLabels[category] ?? category} (${unresolved.filter(inCategory).length})`,
    );
    await categoryBox.click();
    await expect(page).toHaveURL(new RegExp(`category=${category}`));
    await expect
      .poll(async () => new Set(await rowIds(page)))
      .toEqual(new Set(unresolved.filter(inCategory).map((hit) => hit.key)));
    await expect(unresolvedBox).toHaveAccessibleName(
      `Unresolved (${unresolved.filter(inCategory).length})`,
    );
    await expect(page.getByRole("checkbox", { name: /^False positive \(/ })).toHaveAccessibleName(
      `False positive (${hits.filter((hit) => hit.status === "FALSE_POSITIVE" && inCategory(hit)).length})`,
    );

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => rowIds(page)).toHaveLength(hits.length);
    await page.keyboard.press("j");
    await page.keyboard.press("Enter");
    const panel = page.getByRole("complementary", { name: /^Hit / });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: /NS-|[0-9a-f-]{36}/ })).toBeVisible();
    await expectAccessible(page);
  });
});
