import type { Page } from "@playwright/test";

/** The first id a list API answers with, for visiting its detail page. */
async function firstId(page: Page, path: string): Promise<string | undefined> {
  // The CDD list answers `cases`, the others `items`.
  const body = (await (await page.request.get(path)).json()) as {
    items?: { id: string }[];
    cases?: { id: string }[];
  };
  return (body.items ?? body.cases)?.[0]?.id;
}

/** The detail pages of the sandbox's first run, CDD case and screening search, where they exist. */
export async function detailPages(
  page: Page,
): Promise<{ run?: string; cdd?: string; search?: string }> {
  const [run, cdd, search] = await Promise.all([
    firstId(page, "/api/runs?page_size=1"),
    firstId(page, "/api/cdds?page_size=1"),
    firstId(page, "/api/screening/searches?page_size=1"),
  ]);
  return {
    run: run && `/runs/${run}`,
    cdd: cdd && `/cdd/${cdd}`,
    search: search && `/screening/searches/${search}`,
  };
}
