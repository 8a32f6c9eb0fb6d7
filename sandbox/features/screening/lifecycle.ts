import { randomUUID } from "node:crypto";
import { alertReference, buildHits, caseReference, searchReference } from "./build";
import { hitStatus, type AlertRecord, type SearchRecord } from "./model";
import { alertJson, searchJson } from "./serialise";
import type { ScreeningStore } from "./store";
import type { SubjectTemplate } from "./subjects";

/**
 * §3.4 and §3.5 on the sandbox clock: a PENDING search completes (search_completed); when it found
 * hits, an alert is created from it, and later the service's automated remediation resolves every
 * hit (alert_remediated): 90 sandbox seconds for a search screened through the control plane, four
 * sandbox hours for the demo's seeded searches, so their hits wait for review as real ones would.
 */
export const alertRemediationMs = 90_000;
export const seededAlertRemediationMs = 4 * 60 * 60_000;

export function completeSearch(store: ScreeningStore, search: SearchRecord): void {
  store.cancel(search.id);
  search.status = "COMPLETED";
  search.hits = search.pendingHits;
  search.pendingHits = [];
  search.updatedAt = store.now();
  if (search.hits.some((hit) => hitStatus(hit) === "UNRESOLVED")) {
    const alert = openAlert(store, search);
    const delay = search.seeded ? seededAlertRemediationMs : alertRemediationMs;
    store.schedule(alert.id, delay, () => remediateAlert(store, alert));
  }
  store.emit(search.customerId, "search_completed", search.id, searchJson(search));
}

function openAlert(store: ScreeningStore, search: SearchRecord): AlertRecord {
  const rng = store.rng(`screening:alert:${search.id}`);
  const now = store.now();
  const alert: AlertRecord = {
    id: randomUUID(),
    customerId: search.customerId,
    searchId: search.id,
    reference: alertReference(rng, now),
    altReference: caseReference(rng),
    remediated: false,
    createdAt: now,
    updatedAt: now,
    seeded: false,
  };
  search.alertIds.push(alert.id);
  store.addAlert(alert);
  return alert;
}

/** All hits resolved by the service's rules: the alert is REMEDIATED (§3.5). */
export function remediateAlert(store: ScreeningStore, alert: AlertRecord): void {
  store.cancel(alert.id);
  const search = store.searchOf(alert);
  const now = store.now();
  for (const hit of search.hits) {
    hit.resolution ??= { ...hit.verdict, author: "SERVICE", determinedAt: now };
  }
  alert.remediated = true;
  alert.updatedAt = now;
  search.updatedAt = now;
  store.emit(alert.customerId, "alert_remediated", alert.id, alertJson(alert, search));
}

/** A new PENDING search, for the control plane when no seeded one fits. */
export function openSearch(
  store: ScreeningStore,
  customerId: string,
  template: SubjectTemplate,
): SearchRecord {
  const id = randomUUID();
  const rng = store.rng(`screening:search:${id}`);
  const now = store.now();
  const search: SearchRecord = {
    id,
    customerId,
    reference: searchReference(rng, now),
    status: "PENDING",
    subject: template.subject,
    hits: [],
    pendingHits: buildHits(rng, randomUUID, template.subject, template.hits),
    alertIds: [],
    createdAt: now,
    updatedAt: now,
    seeded: false,
  };
  store.addSearch(search);
  return search;
}
