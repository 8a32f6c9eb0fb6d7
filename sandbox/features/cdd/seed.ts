import type { SandboxContext } from "../../core/context";
import type { Rng } from "../../core/random";
import { registryProfile } from "./create-rules";
import type { CaseRecord, CddInput, CddState, Outcome, Verdict } from "./model";
import { checksFor, defaultOutcome } from "./outcome";
import { makeDocument, registryDocumentsFor } from "./registry";
import { seedCompanies, type SeedCompany } from "./seed-companies";

/**
 * Seed cases per customer: every state, COMPLETED cases in DE and IT with registry documents, some
 * external ids. Deterministic (one rng stream per customer, times back from the anchor day), so
 * the same seed gives the same ids and data on every start and reset.
 */
interface Slot {
  state: CddState;
  country: string;
  verdict?: Verdict;
  /** Where an in-flight case ends once it resumes after a reset. */
  eventual?: Outcome;
  docs?: "registry" | "uploaded";
  external?: boolean;
  shape?: "register" | "website";
}

const firstCustomerPlan: Slot[] = [
  { state: "COMPLETED", country: "DE", docs: "registry", external: true },
  { state: "COMPLETED", country: "IT", docs: "registry", shape: "register" },
  { state: "COMPLETED", country: "GB", docs: "uploaded", shape: "register", external: true },
  { state: "COMPLETED", country: "FR" },
  { state: "COMPLETED", country: "NL", external: true },
  { state: "COMPLETED", country: "ES" },
  { state: "COMPLETED", country: "US", verdict: "FAIL" },
  { state: "COMPLETED", country: "DE", verdict: "REVIEW" },
  { state: "COMPLETED", country: "IT", external: true },
  { state: "COMPLETED", country: "GB", shape: "website" },
  { state: "INCONCLUSIVE", country: "FR", external: true },
  { state: "INCONCLUSIVE", country: "DE" },
  { state: "INCONCLUSIVE", country: "US" },
  { state: "FAILED", country: "GB", shape: "register" },
  { state: "FAILED", country: "ES" },
  { state: "RUNNING_CHECKS", country: "NL" },
  { state: "IN_PROGRESS", country: "IT", external: true },
  { state: "IN_PROGRESS", country: "DE" },
  { state: "INITIATED", country: "FR", shape: "register" },
  { state: "INITIATED", country: "US", eventual: { state: "INCONCLUSIVE", verdict: "REVIEW" } },
];

const otherCustomerPlan: Slot[] = [
  { state: "COMPLETED", country: "DE", docs: "registry", external: true },
  { state: "COMPLETED", country: "IT", docs: "registry" },
  { state: "COMPLETED", country: "GB", docs: "uploaded", shape: "register" },
  { state: "INCONCLUSIVE", country: "NL", external: true },
  { state: "FAILED", country: "US" },
  { state: "RUNNING_CHECKS", country: "FR", shape: "register" },
  { state: "IN_PROGRESS", country: "ES" },
  { state: "INITIATED", country: "GB", shape: "website" },
];

const minute = 60_000;
const day = 24 * 60 * minute;
const uploadedDocuments = [
  {
    type: "INCORPORATION",
    fileName: "certificate-of-incorporation",
    title: "Certificate of incorporation",
  },
  { type: "FINANCIAL_STATEMENTS", fileName: "annual-accounts-2025", title: "Annual accounts 2025" },
] as const;

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = rng.int(0, index);
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

function inputFor(company: SeedCompany, slot: Slot, externalId?: string): CddInput {
  const host = new URL(company.website).host;
  const base =
    slot.shape === "website"
      ? { website: company.website, email: `info@${host}` }
      : slot.shape === "register"
        ? { legal_name: company.legal_name, register_number: company.register_number }
        : { website: company.website, email: `compliance@${host}`, legal_name: company.legal_name };
  const details =
    slot.shape === "website"
      ? {}
      : {
          address: company.address,
          vat_number: company.vat_number,
          country_code: company.country_code,
        };
  const pull = slot.docs === "registry" ? { pull_registry_documents: true } : {};
  const input = {
    ...base,
    ...details,
    external_id: externalId,
    trading_name: company.trading_name,
    ...pull,
  };
  const entries = Object.entries(input).filter(([, value]) => value !== undefined);
  const clean = Object.fromEntries(entries) as Omit<CddInput, "registry_profile">;
  return { ...clean, registry_profile: registryProfile(clean) };
}

function outcomeOf(slot: Slot): Outcome {
  if (slot.state === "COMPLETED") return { state: "COMPLETED", verdict: slot.verdict ?? "PASS" };
  if (slot.state === "INCONCLUSIVE") return { state: "INCONCLUSIVE", verdict: "REVIEW" };
  if (slot.state === "FAILED") return { state: "FAILED", verdict: "FAIL" };
  return slot.eventual ?? defaultOutcome;
}

function seedCustomer(context: SandboxContext, customerId: string, plan: Slot[]): CaseRecord[] {
  const rng = context.rng(`cdd:${customerId}`);
  const pools = new Map<string, SeedCompany[]>();
  for (const country of new Set(plan.map((slot) => slot.country))) {
    pools.set(
      country,
      shuffled(
        rng,
        seedCompanies.filter((entry) => entry.country_code === country),
      ),
    );
  }
  return plan.map((slot) => {
    const company = pools.get(slot.country)?.shift() as SeedCompany;
    const finished = ["COMPLETED", "INCONCLUSIVE", "FAILED"].includes(slot.state);
    // Finished cases spread over six weeks of office hours; in-flight ones started this morning.
    const createdAt = finished
      ? context.anchor - rng.int(2, 42) * day + rng.int(8 * 60, 18 * 60) * minute
      : context.anchor - rng.int(20, 180) * minute;
    const externalId = slot.external ? `CRM-${rng.int(10_000, 99_999)}` : undefined;
    const outcome = outcomeOf(slot);
    const record: CaseRecord = {
      id: rng.uuid(),
      customerId,
      state: slot.state,
      input: inputFor(company, slot, externalId),
      createdAt,
      updatedAt: createdAt + (finished ? rng.int(2, 15) * minute : rng.int(1, 10) * 1000),
      checks: finished ? checksFor(outcome) : undefined,
      documents: [],
      outcome,
      riskCheckSetId: "default",
      timers: [],
      seeded: true,
    };
    const documents =
      slot.docs === "registry"
        ? registryDocumentsFor(slot.country)
        : slot.docs === "uploaded"
          ? uploadedDocuments
          : [];
    documents.forEach((document, index) => {
      const at = record.createdAt + (index + 1) * rng.int(1, 5) * minute;
      record.documents.push(makeDocument(record, document, rng.uuid(), at));
      record.updatedAt = Math.max(record.updatedAt, at);
    });
    return record;
  });
}

export function seedCases(context: SandboxContext): CaseRecord[] {
  return context.customers.flatMap((customer, index) =>
    seedCustomer(context, customer.id, index === 0 ? firstCustomerPlan : otherCustomerPlan),
  );
}
