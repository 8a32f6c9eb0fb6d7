import type { FeatureFactory } from "../../core/context";
import { familyError } from "../../core/errors";
import { alertView, registerAlertLookup } from "./directory";
import { completeSearch, openSearch, remediateAlert } from "./lifecycle";
import { alertJson, searchJson } from "./serialise";
import { screeningRoutes } from "./routes";
import { seedScreening } from "./seed";
import { ScreeningStore } from "./store";
import { subjects } from "./subjects";

/** Name screening searches and alerts (spec §2.9, §2.10, §3.4, §3.5, §4.13) and their events. */
export const createScreeningFeature: FeatureFactory = (context) => {
  const store = new ScreeningStore(context);
  registerAlertLookup(context, (customerId, alertId) => {
    const alert = store.alert(customerId, alertId);
    return alert && alertView(alert, store.searchOf(alert));
  });

  // Asked for an event that no pending record can give, the control plane screens a fresh subject
  // whose hits all wait for remediation.
  const freshSearch = (customerId: string) => {
    const search = openSearch(store, customerId, subjects.okafor);
    completeSearch(store, search);
    return search;
  };

  return {
    name: "screening",
    routes: screeningRoutes(store),
    reset() {
      const seed = seedScreening(context);
      store.replace(seed.searches, seed.alerts);
      for (const timer of seed.timers) {
        store.schedule(timer.id, timer.afterMs, () => {
          const { search, alert } = store.byId(timer.id);
          if (timer.kind === "complete" && search) completeSearch(store, search);
          if (timer.kind === "remediate" && alert) remediateAlert(store, alert);
        });
      }
    },
    seedSummary: (customerId) => {
      const searches = store.searchesOf(customerId).filter((search) => search.seeded);
      const seededIds = new Set(searches.map((search) => search.id));
      return {
        searches: searches.map(({ id, reference, status }) => ({ id, reference, status })),
        // Alerts of seeded searches, including those created when a seeded PENDING one completed.
        screening_alerts: store
          .alertsOf(customerId)
          .filter((alert) => seededIds.has(alert.searchId))
          .map((alert) => ({
            id: alert.id,
            reference: alert.reference,
            remediation_status: alert.remediated ? "REMEDIATED" : "PENDING",
          })),
      };
    },
    fire: {
      search_completed: (customerId, targetId) => {
        if (targetId !== undefined) {
          const search = store.search(customerId, targetId);
          if (!search) throw familyError("error", 404, `Unknown search: ${targetId}`);
          if (search.status === "PENDING") completeSearch(store, search);
          else store.emit(customerId, "search_completed", search.id, searchJson(search));
          return search.id;
        }
        const pending = store.searchesOf(customerId).find((search) => search.status === "PENDING");
        if (!pending) return freshSearch(customerId).id;
        completeSearch(store, pending);
        return pending.id;
      },
      alert_remediated: (customerId, targetId) => {
        const alert =
          targetId !== undefined
            ? store.alert(customerId, targetId)
            : (store.alertsOf(customerId).find((candidate) => !candidate.remediated) ??
              store.alert(customerId, freshSearch(customerId).alertIds[0]));
        if (!alert) throw familyError("error", 404, `Unknown screening alert: ${targetId}`);
        if (alert.remediated) {
          store.emit(
            customerId,
            "alert_remediated",
            alert.id,
            alertJson(alert, store.searchOf(alert)),
          );
        } else {
          remediateAlert(store, alert);
        }
        return alert.id;
      },
    },
  };
};
