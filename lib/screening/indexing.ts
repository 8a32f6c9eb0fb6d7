import "server-only";
import {
  screeningAlertSchema,
  type ScreeningAlert,
  type ScreeningSearch,
} from "@/lib/api/schemas/screening";
import { isUpstreamError } from "@/lib/api/errors";
import { getComplianceClient } from "@/lib/api/upstream";
import { getDb, type Db } from "@/lib/db";
import { getScreeningAlert, upsertScreeningAlert } from "@/lib/db/screening-alerts";
import { upsertScreeningSearch } from "@/lib/db/screening-searches";
import { searchAlertIds } from "./hits";
import type { AlertForDisplay } from "./stored-copy";

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

/**
 * For the alert page. The alert-by-id endpoint is only "referenced" by the spec: a service may
 * serve it elsewhere or not at all. When the upstream says it does not know the alert (404, 405,
 * 501) but the console holds it from an `alert_remediated` event, that copy is shown, labelled as
 * such, instead of "No alert with this id".
 */
export async function lookupAlertForDisplay(id: string): Promise<AlertForDisplay> {
  try {
    return await lookupAlert(id);
  } catch (error) {
    if (!isUpstreamError(error) || ![404, 405, 501].includes(error.status)) throw error;
    const stored = await getScreeningAlert(await getDb(), id).catch(() => undefined);
    const parsed = stored && screeningAlertSchema.safeParse(stored.data);
    if (!parsed?.success) throw error;
    return {
      ...parsed.data,
      console_stored_copy: {
        source: "stored_event_copy",
        reason: `${error.status}: ${error.message}`,
        indexed_at: stored?.updatedAt ?? "",
      },
    };
  }
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
