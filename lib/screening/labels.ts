import { SERVICE_AUTHOR } from "@/lib/api/schemas/screening";

/** Readable names for screening values; anything unknown is shown as it came. */
const HIT_STATUS_LABELS: Record<string, string> = {
  UNRESOLVED: "Unresolved",
  FALSE_POSITIVE: "False positive",
  TRUE_POSITIVE: "True positive",
};

const CATEGORY_LABELS: Record<string, string> = {
  SANCTION: "Sanction",
  PEP: "PEP",
  MEDIA: "Adverse media",
  WATCHLIST: "Watchlist",
  ENFORCEMENT: "Enforcement",
};

/** The order filters offer statuses in: what needs work first. */
export const HIT_STATUS_ORDER = ["UNRESOLVED", "TRUE_POSITIVE", "FALSE_POSITIVE"] as const;

export function hitStatusLabel(status: string): string {
  return HIT_STATUS_LABELS[status] ?? status;
}

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? category;
}

export function hitStatusTone(status: string): "warning" | "danger" | "success" | "neutral" {
  if (status === "UNRESOLVED") return "warning";
  if (status === "TRUE_POSITIVE") return "danger";
  if (status === "FALSE_POSITIVE") return "success";
  return "neutral";
}

export function searchStatusTone(status: string): "success" | "info" | "danger" | "neutral" {
  if (status === "COMPLETED") return "success";
  if (status === "PENDING") return "info";
  if (status === "FAILED") return "danger";
  return "neutral";
}

/** `SERVICE` names the compliance service itself rather than a person (spec 2.9). */
export function authorLabel(author: string | null | undefined): string {
  if (!author) return "—";
  return author === SERVICE_AUTHOR ? "The service (automatic)" : author;
}

const EVIDENCE_LABELS: Record<string, string> = {
  PRIMARY_NAME: "Primary name",
  DOB: "Date of birth",
};

export function evidenceLabel(type: string): string {
  return EVIDENCE_LABELS[type] ?? codeLabel(type);
}

/** `a_b_c` codes (actions, predicates) as words. */
export function codeLabel(code: string | null | undefined): string {
  if (!code) return "—";
  const words = code.replace(/_/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
