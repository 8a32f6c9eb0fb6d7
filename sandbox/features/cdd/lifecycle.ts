import { randomUUID } from "node:crypto";
import type { CaseRecord } from "./model";
import { checksFor, defaultOutcome } from "./outcome";
import { makeDocument, registryDocumentsFor } from "./registry";
import type { CddStore } from "./store";

/**
 * The case state machine on the sandbox clock. A created case goes INITIATED → IN_PROGRESS (2 s)
 * → RUNNING_CHECKS (5 s later) → its outcome (5 s later); run-checks goes RUNNING_CHECKS → outcome
 * in 5 s; registry documents arrive 3 s after a pull, then one every 2 s.
 */
export const pace = {
  firstStepMs: 2_000,
  stepMs: 5_000,
  registryFirstMs: 3_000,
  registryEveryMs: 2_000,
};

const finalStates = new Set(["COMPLETED", "INCONCLUSIVE", "FAILED"]);

export function isFinal(record: CaseRecord): boolean {
  return finalStates.has(record.state);
}

/** Schedules the rest of the case's way to its outcome, one step per timer. */
export function scheduleProgress(
  store: CddStore,
  record: CaseRecord,
  firstDelayMs = pace.firstStepMs,
  stepMs = pace.stepMs,
): void {
  store.schedule(record, firstDelayMs, () => {
    step(store, record);
    if (!isFinal(record)) scheduleProgress(store, record, stepMs, stepMs);
  });
}

function step(store: CddStore, record: CaseRecord): void {
  if (record.state === "INITIATED") {
    record.state = "IN_PROGRESS";
    store.touch(record);
    if (record.input.pull_registry_documents) requestRegistryDocuments(store, record);
  } else if (record.state === "IN_PROGRESS") {
    record.state = "RUNNING_CHECKS";
    store.touch(record);
  } else if (record.state === "RUNNING_CHECKS") {
    finish(store, record);
  }
}

/** §3.2: only a change to COMPLETED or INCONCLUSIVE is announced. */
function finish(store: CddStore, record: CaseRecord): void {
  record.state = record.outcome.state;
  record.checks = checksFor(record.outcome) ?? record.checks;
  store.touch(record);
  if (record.state !== "FAILED") store.emitStateChanged(record);
}

export function runChecks(store: CddStore, record: CaseRecord, riskCheckSetId?: string): void {
  if (riskCheckSetId) record.riskCheckSetId = riskCheckSetId;
  record.state = "RUNNING_CHECKS";
  store.touch(record);
  store.schedule(record, pace.stepMs, () => finish(store, record));
}

/** The control plane's cdd_state_changed: whatever was pending, the case is COMPLETED now. */
export function completeNow(store: CddStore, record: CaseRecord): void {
  store.cancelTimers(record);
  const outcome = record.outcome.state === "COMPLETED" ? record.outcome : defaultOutcome;
  record.state = "COMPLETED";
  record.checks = checksFor(outcome);
  store.touch(record);
  store.emitStateChanged(record);
}

export function requestRegistryDocuments(store: CddStore, record: CaseRecord): void {
  registryDocumentsFor(record.input.country_code).forEach((document, index) => {
    store.later(pace.registryFirstMs + index * pace.registryEveryMs, () => {
      store.addDocument(record, makeDocument(record, document, randomUUID(), store.now()));
    });
  });
}

/** The control plane's cdd_document_fetched: one registry excerpt, added now. */
export function fetchDocumentNow(store: CddStore, record: CaseRecord): void {
  const [excerpt] = registryDocumentsFor(record.input.country_code);
  store.addDocument(record, makeDocument(record, excerpt, randomUUID(), store.now()));
}
