/** CDD cases (§2.7) and documents (§2.8) as the sandbox keeps them, and their JSON forms. */

export const cddStates = [
  "INITIATED",
  "IN_PROGRESS",
  "RUNNING_CHECKS",
  "COMPLETED",
  "INCONCLUSIVE",
  "FAILED",
] as const;
export type CddState = (typeof cddStates)[number];

export const documentTypes = [
  "CHRONOLOGICAL_EXTRACT",
  "SHAREHOLDER_LIST",
  "REGISTRY_EXCERPT",
  "INCORPORATION",
  "OWNERSHIP_AND_SHAREHOLDING_CHANGES",
  "OFFICER_CHANGES",
  "FINANCIAL_STATEMENTS",
  "ADDRESS_AND_STRUCTURAL_CHANGES",
] as const;
export type DocumentType = (typeof documentTypes)[number];

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === "string" && (documentTypes as readonly string[]).includes(value);
}

// Values the spec leaves open (docs/spec-assumptions.md, "Values").
export type Verdict = "PASS" | "REVIEW" | "FAIL";
export type GroupAction = "ACCEPT" | "REVIEW" | "REJECT";

export interface CddChecks {
  verdict: Verdict;
  groups: { name: string; action: GroupAction }[];
}

export interface ContactPerson {
  name?: string;
  email?: string;
  country_code?: string;
  address?: string;
  phone_number?: string;
  ip?: string;
}

/** The validated creation body as stored: website with a scheme, plus the registry profile. */
export interface CddInput {
  website?: string;
  email?: string;
  legal_name?: string;
  registry_profile: "FULL" | "BASIC";
  address?: string;
  external_id?: string;
  vat_number?: string;
  register_number?: string;
  country_code?: string;
  description?: string;
  contact_person?: ContactPerson;
  risk_check_set_id?: string;
  pull_registry_documents?: boolean;
  trading_name?: string;
  trading_address?: string;
}

/** Where a case ends when its checks finish; fixed at creation so re-runs end the same way. */
export interface Outcome {
  state: "COMPLETED" | "INCONCLUSIVE" | "FAILED";
  verdict: Verdict;
}

export interface DocumentRecord {
  id: string;
  createdAt: number;
  fileName: string;
  type: DocumentType;
  bytes: Buffer;
}

export interface CaseRecord {
  id: string;
  customerId: string;
  state: CddState;
  input: CddInput;
  createdAt: number;
  updatedAt: number;
  checks?: CddChecks;
  documents: DocumentRecord[];
  outcome: Outcome;
  riskCheckSetId: string;
  /** Pending clock timers, so a fired event or a re-run can cancel what was scheduled. */
  timers: number[];
  seeded: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A case as listed (§2.7): `checks` appears only once checks have run. */
export function caseJson(record: CaseRecord) {
  return {
    id: record.id,
    state: record.state,
    input: record.input,
    created_at: iso(record.createdAt),
    updated_at: iso(record.updatedAt),
    ...(record.checks ? { checks: record.checks } : {}),
  };
}

export function documentUrl(origin: string, record: CaseRecord, document: DocumentRecord): string {
  return `${origin}/cdds/${record.id}/documents/${document.id}/file`;
}

export function documentJson(origin: string, record: CaseRecord, document: DocumentRecord) {
  return {
    id: document.id,
    created_at: iso(document.createdAt),
    file_name: document.fileName,
    file_type: "application/pdf",
    type: document.type,
    url: documentUrl(origin, record, document),
  };
}

/** `GET /cdds/{id}` and the "full CDD object" of the cdd events: the case with its documents. */
export function caseDetailJson(origin: string, record: CaseRecord) {
  return {
    ...caseJson(record),
    documents: record.documents.map((document) => documentJson(origin, record, document)),
  };
}
