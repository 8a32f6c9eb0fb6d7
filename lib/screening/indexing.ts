import "server-only";
import type { ScreeningAlert, ScreeningSearch } from "@/lib/api/schemas/screening";
import { isUpstreamError } from "@/lib/api/errors";
import { getComplianceClient } from "@/lib/api/upstream";
import { getDb, type Db } from "@/lib/db";
import { getScreeningAlert, upsertScreeningAlert } from "@/lib/db/screening-alerts";
import { upsertScreeningSearch } from "@/lib/db/screening-searches";
import { searchAlertIds } from "./hits";

/**
 * Lookups that feed the local screening index. The upstream can only read searches and alerts
 * by id, so whatever the console fetches is kept: the lists and the overview read the index.
 */

/** Indexing is a side effect of a lookup: if the store fails, the analyst still sees the answer. */
async function keep(what: string, write: (db: Db) => Promise<unknown>): Promise<void> {
  try {
    await write(await getDb());
  } catch (error) {
    console.error(`[console] could not index a screening ${what}:`, error);
  }
}

export async function lookupSearch(
  id: string,
  options: { indexAlerts?: boolean } = {},
): Promise<ScreeningSearch> {
  const search = await (await getComplianceClient()).getScreeningSearch(id);
  await keep("search", (db) => upsertScreeningSearch(db, search, new Date()));
  // Alerts created from the search are otherwise only known from events; learning their ids here
  // is the cheapest moment to index them. Failures must not fail the search itself.
  if (options.indexAlerts !== false) {
    void indexUnknownAlerts(searchAlertIds(search)).catch(() => undefined);
  }
  return search;
}

export async function lookupAlert(id: string): Promise<ScreeningAlert> {
  const alert = await (await getComplianceClient()).getScreeningAlert(id);
  await keep("alert", (db) => upsertScreeningAlert(db, alert, new Date()));
  return alert;
}

async function indexUnknownAlerts(ids: readonly string[]): Promise<void> {
  const db = await getDb();
  for (const id of ids) {
    if (!(await getScreeningAlert(db, id))) await lookupAlert(id);
  }
}

/** A lookup that treats "not found" as an answer (null); other failures are thrown. */
export async function lookupIfFound<T>(lookup: () => Promise<T>): Promise<T | null> {
  try {
    return await lookup();
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404) return null;
    throw error;
  }
}
