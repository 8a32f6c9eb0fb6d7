import "server-only";
import { unstable_rethrow } from "next/navigation";
import { getDb } from "@/lib/db";
import { listScreeningAlerts } from "@/lib/db/screening-alerts";
import { listScreeningSearches } from "@/lib/db/screening-searches-list";
import { lookupAlert, lookupIfFound, lookupSearch } from "./indexing";
import { importSandboxScreening } from "./sandbox-import";

/**
 * Keeps the local screening index usable when no event reaches the console (no webhook
 * registered, or the upstream cannot reach the console's URL): the sandbox's seeded ids are
 * imported once per process, on first use (not at start: instrumentation runs in its own module
 * graph, and a compliance client created there would throw errors of another class than the
 * routes' `instanceof` checks expect), and what is still moving (PENDING searches, unresolved hits, alerts
 * not yet remediated) is looked up again at most every `refreshEveryMs`. Lists never wait more
 * than `budgetMs` for either; the work carries on in the background.
 */
const refreshEveryMs = 20_000;
const budgetMs = 2_500;
const perKindLimit = 25;

const state = globalThis as typeof globalThis & {
  __screeningIndex?: { imported?: Promise<void>; refreshedAt: number; refreshing?: Promise<void> };
};

function current() {
  state.__screeningIndex ??= { refreshedAt: 0 };
  return state.__screeningIndex;
}

function importOnce(): Promise<void> {
  const index = current();
  index.imported ??= importSandboxScreening().then(
    () => {
      // Everything was just read; the first refresh can wait its turn.
      index.refreshedAt = Date.now();
    },
    (error: unknown) => {
      // A sandbox that is not up yet is retried by the next list request.
      index.imported = undefined;
      // At build time Next probes the overview for static rendering and the no-store fetch
      // answers with its "dynamic usage" signal: that one is Next's, not a failure to log.
      unstable_rethrow(error);
      console.warn("[console] sandbox screening import failed:", String(error));
    },
  );
  return index.imported;
}

async function refreshUnsettled(): Promise<void> {
  const db = await getDb();
  const [pending, unresolved, alerts] = await Promise.all([
    listScreeningSearches(db, { status: ["PENDING"], pageSize: perKindLimit }),
    listScreeningSearches(db, { hitStatus: "UNRESOLVED", pageSize: perKindLimit }),
    listScreeningAlerts(db, { pageSize: 100 }),
  ]);
  const searchIds = new Set([...pending.items, ...unresolved.items].map((search) => search.id));
  const alertIds = alerts.items
    .filter((alert) => alert.remediationStatus !== "REMEDIATED")
    .slice(0, perKindLimit)
    .map((alert) => alert.id);
  for (const id of searchIds) await lookupIfFound(() => lookupSearch(id)).catch(() => null);
  for (const id of alertIds) await lookupIfFound(() => lookupAlert(id)).catch(() => null);
}

function refreshIfDue(): Promise<void> {
  const index = current();
  if (index.refreshing) return index.refreshing;
  if (Date.now() - index.refreshedAt < refreshEveryMs) return Promise.resolve();
  index.refreshedAt = Date.now();
  index.refreshing = refreshUnsettled()
    .catch((error: unknown) => console.warn("[console] screening refresh failed:", String(error)))
    .finally(() => {
      index.refreshing = undefined;
    });
  return index.refreshing;
}

/** Called by the screening lists and the overview before they read the index. */
export async function ensureScreeningIndex(): Promise<void> {
  const work = importOnce().then(refreshIfDue);
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, budgetMs))]);
}
