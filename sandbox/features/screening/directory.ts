import type { SandboxContext } from "../../core/context";
import { hitStatus, type AlertRecord, type SearchRecord } from "./model";
import { seedScreening } from "./seed";

/**
 * What another feature may know of a screening alert: the screened name and the alert's own hits.
 * The remediation flow's output is built from it, so a run names the hits of the alert it names.
 */
export interface AlertView {
  alertId: string;
  entityName: string;
  hits: {
    reference: string;
    matchedName: string;
    dob?: string;
    listing: string;
    url: string;
    category: string;
    unresolved: boolean;
  }[];
}

type Lookup = (customerId: string, alertId: string) => AlertView | undefined;

// Per sandbox instance (several run in one test process), without a change to the core context.
const lookups = new WeakMap<SandboxContext, Lookup>();

export function alertView(alert: AlertRecord, search: SearchRecord): AlertView {
  return {
    alertId: alert.id,
    entityName: search.subject.name,
    hits: search.hits.map((hit) => ({
      reference: hit.providerReference,
      matchedName: hit.matchedName,
      dob: hit.dob,
      listing: hit.listing,
      url: hit.providerUrl,
      category: hit.categories[0] ?? "SANCTION",
      unresolved: hitStatus(hit) === "UNRESOLVED",
    })),
  };
}

export function registerAlertLookup(context: SandboxContext, lookup: Lookup): void {
  lookups.set(context, lookup);
}

/** The alert as the screening feature holds it now, or as the seed makes it (before its reset). */
export function lookupAlert(
  context: SandboxContext,
  customerId: string,
  alertId: string,
): AlertView | undefined {
  const live = lookups.get(context)?.(customerId, alertId);
  if (live) return live;
  const seed = seedScreening(context);
  const alert = seed.alerts.find((a) => a.id === alertId && a.customerId === customerId);
  const search = alert && seed.searches.find((s) => s.id === alert.searchId);
  return alert && search ? alertView(alert, search) : undefined;
}

/** A seeded alert of the customer with hits still waiting, for the seeded remediation run. */
export function seededOpenAlert(
  context: SandboxContext,
  customerId: string,
): AlertView | undefined {
  const seed = seedScreening(context);
  const alert = seed.alerts.find((a) => a.customerId === customerId && !a.remediated);
  const search = alert && seed.searches.find((s) => s.id === alert.searchId);
  return alert && search ? alertView(alert, search) : undefined;
}
