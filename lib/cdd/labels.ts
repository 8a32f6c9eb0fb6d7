import type { BadgeTone } from "@/lib/tones";
import { CDD_DOCUMENT_TYPES, type CddDocumentType } from "@/lib/api/schemas/cdd";

/** Words and colours for CDD values. Unknown values (the schemas keep them) are shown raw. */

export const FINAL_CDD_STATES = ["COMPLETED", "INCONCLUSIVE", "FAILED"] as const;

export function isFinalState(state: string): boolean {
  return (FINAL_CDD_STATES as readonly string[]).includes(state);
}

const STATE_LABELS: Record<string, { label: string; tone: BadgeTone }> = {
  INITIATED: { label: "Initiated", tone: "neutral" },
  IN_PROGRESS: { label: "In progress", tone: "info" },
  RUNNING_CHECKS: { label: "Running checks", tone: "info" },
  COMPLETED: { label: "Completed", tone: "success" },
  INCONCLUSIVE: { label: "Inconclusive", tone: "warning" },
  FAILED: { label: "Failed", tone: "danger" },
};

export function stateLabel(state: string): { label: string; tone: BadgeTone } {
  return STATE_LABELS[state] ?? { label: state, tone: "neutral" };
}

const RESULT_TONES: Record<string, BadgeTone> = {
  PASS: "success",
  ACCEPT: "success",
  REVIEW: "warning",
  FAIL: "danger",
  REJECT: "danger",
};

/** Verdicts (PASS, REVIEW, FAIL) and group actions (ACCEPT, REVIEW, REJECT) share their colours. */
export function resultTone(value: string): BadgeTone {
  return RESULT_TONES[value] ?? "neutral";
}

export const DOCUMENT_TYPE_LABELS: Record<CddDocumentType, string> = {
  CHRONOLOGICAL_EXTRACT: "Chronological extract",
  SHAREHOLDER_LIST: "Shareholder list",
  REGISTRY_EXCERPT: "Registry excerpt",
  INCORPORATION: "Incorporation",
  OWNERSHIP_AND_SHAREHOLDING_CHANGES: "Ownership and shareholding changes",
  OFFICER_CHANGES: "Officer changes",
  FINANCIAL_STATEMENTS: "Financial statements",
  ADDRESS_AND_STRUCTURAL_CHANGES: "Address and structural changes",
};

export const DOCUMENT_TYPE_OPTIONS = CDD_DOCUMENT_TYPES.map((value) => ({
  value,
  label: DOCUMENT_TYPE_LABELS[value],
}));

export function documentTypeLabel(type: string): string {
  return (DOCUMENT_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

let regionNames: Intl.DisplayNames | undefined;

/** "Germany (DE)"; the code alone where the runtime has no name for it. */
export function countryLabel(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(["en"], { type: "region" });
    const name = regionNames.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** A case's name for people: its legal name, else its trading name or website, else its id. */
export function caseTitle(input: Record<string, unknown>, id: string): string {
  for (const key of ["legal_name", "trading_name", "website", "register_number"]) {
    const value = input[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return `Case ${id.slice(0, 8)}`;
}
