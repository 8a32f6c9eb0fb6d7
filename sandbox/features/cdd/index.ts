import type { FeatureFactory } from "../../core/context";
import { familyError } from "../../core/errors";
import { completeNow, fetchDocumentNow, isFinal, scheduleProgress } from "./lifecycle";
import type { CaseRecord } from "./model";
import { caseRoutes, openCase } from "./routes-cases";
import { documentRoutes } from "./routes-documents";
import { seedCases } from "./seed";
import { CddStore, isUuid } from "./store";

const minute = 60_000;

/** CDD cases (spec §2.7, §2.8, §3.2, §4.7 to §4.12) with their two events. */
export const createCddFeature: FeatureFactory = (context) => {
  const store = new CddStore(context);

  function target(customerId: string, targetId: string | undefined): CaseRecord | undefined {
    if (targetId === undefined) return undefined;
    const record = isUuid(targetId) ? store.get(customerId, targetId.toLowerCase()) : undefined;
    if (!record) throw familyError("error", 404, `Unknown CDD case: ${targetId}`);
    return record;
  }

  // When the control plane names no case and none fits, it gets a fresh one to talk about.
  const eventCase = (customerId: string) =>
    openCase(store, customerId, {
      legal_name: "Sandbox Event Test GmbH",
      website: "https://sandbox-event-test.example",
      country_code: "DE",
      registry_profile: "BASIC",
    });

  return {
    name: "cdd",
    routes: [...caseRoutes(store), ...documentRoutes(store)],
    reset() {
      const records = seedCases(context);
      store.replace(records);
      // Seeded in-flight cases resume a few sandbox minutes apart, so a fresh sandbox shows live
      // transitions while tests that pause the clock still find every state in the seed.
      records
        .filter((record) => !isFinal(record))
        .forEach((record, index) => scheduleProgress(store, record, (index + 2) * minute, minute));
    },
    seedSummary: (customerId) => ({
      cdds: store
        .list(customerId)
        .filter((record) => record.seeded)
        .map((record) => ({
          id: record.id,
          state: record.state,
          country_code: record.input.country_code ?? null,
          legal_name: record.input.legal_name ?? null,
          website: record.input.website ?? null,
          external_id: record.input.external_id ?? null,
        })),
    }),
    fire: {
      cdd_state_changed: (customerId, targetId) => {
        const record =
          target(customerId, targetId) ??
          store.list(customerId).find((candidate) => !isFinal(candidate)) ??
          eventCase(customerId);
        completeNow(store, record);
        return record.id;
      },
      cdd_document_fetched: (customerId, targetId) => {
        const cases = store.list(customerId);
        const record =
          target(customerId, targetId) ??
          cases.find((candidate) => ["DE", "IT"].includes(candidate.input.country_code ?? "")) ??
          cases[0] ??
          eventCase(customerId);
        fetchDocumentNow(store, record);
        return record.id;
      },
    },
  };
};
