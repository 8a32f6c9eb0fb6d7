import { z } from "zod";
import { openEnum, timestampSchema } from "./common";

/** CDD cases (2.7), their documents (2.8) and the CDD endpoints' responses (4.7 to 4.12). */

export const CDD_STATES = [
  "INITIATED",
  "IN_PROGRESS",
  "RUNNING_CHECKS",
  "COMPLETED",
  "INCONCLUSIVE",
  "FAILED",
] as const;
export const cddStateSchema = openEnum(CDD_STATES);
export type CddState = z.infer<typeof cddStateSchema>;

export const CDD_DOCUMENT_TYPES = [
  "CHRONOLOGICAL_EXTRACT",
  "SHAREHOLDER_LIST",
  "REGISTRY_EXCERPT",
  "INCORPORATION",
  "OWNERSHIP_AND_SHAREHOLDING_CHANGES",
  "OFFICER_CHANGES",
  "FINANCIAL_STATEMENTS",
  "ADDRESS_AND_STRUCTURAL_CHANGES",
] as const;
export const cddDocumentTypeSchema = z.enum(CDD_DOCUMENT_TYPES, {
  error: "Choose one of the listed document types",
});
export type CddDocumentType = z.infer<typeof cddDocumentTypeSchema>;

// Verdicts and group actions are not in the spec; these are the sandbox's (spec-assumptions.md).
export const CDD_VERDICTS = ["PASS", "REVIEW", "FAIL"] as const;
export const CDD_GROUP_ACTIONS = ["ACCEPT", "REVIEW", "REJECT"] as const;
export const CDD_REGISTRY_PROFILES = ["FULL", "BASIC"] as const;

export const cddInputSchema = z.looseObject({
  website: z.string().nullish(),
  email: z.string().nullish(),
  legal_name: z.string().nullish(),
  registry_profile: z.string().nullish(),
  address: z.string().nullish(),
  external_id: z.string().nullish(),
  vat_number: z.string().nullish(),
});

export const cddChecksSchema = z.looseObject({
  verdict: z.string().nullish(),
  groups: z.array(z.looseObject({ name: z.string(), action: z.string().nullish() })).nullish(),
});

export const cddCaseSchema = z.looseObject({
  id: z.string(),
  state: cddStateSchema,
  input: cddInputSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  checks: cddChecksSchema.nullish(),
});
export type CddCase = z.infer<typeof cddCaseSchema>;

export const cddDocumentSchema = z.looseObject({
  id: z.string(),
  created_at: timestampSchema,
  file_name: z.string(),
  file_type: z.string(),
  // Strict when the console sends a type (the eight listed), open when it reads one: a registry
  // may file a document under a type the spec does not list, and it is shown raw.
  type: openEnum(CDD_DOCUMENT_TYPES),
  url: z.string(),
});
export type CddDocument = z.infer<typeof cddDocumentSchema>;

// A case that has no documents yet may come without the array; the UI always gets one.
export const cddCaseDetailSchema = cddCaseSchema.extend({
  documents: z.array(cddDocumentSchema).default([]),
});
export type CddCaseDetail = z.infer<typeof cddCaseDetailSchema>;

export const cddListSchema = z.looseObject({
  count: z.number().int().nonnegative(),
  cases: z.array(cddCaseSchema),
});
export type CddList = z.infer<typeof cddListSchema>;

export const cddListParamsSchema = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
  external_id: z.string().optional(),
});
export type CddListParams = z.infer<typeof cddListParamsSchema>;

export const runCddChecksBodySchema = z.object({
  risk_check_set_id: z.string().trim().min(1).optional(),
});
export type RunCddChecksBody = z.infer<typeof runCddChecksBodySchema>;

/**
 * Acknowledgements of run-checks and registry pull. The spec shows neither body, so any 2xx is
 * the success it is: an empty or non-JSON body, or JSON of another shape, reads as `{}` (with the
 * upstream's message when it sent one).
 */
export const cddAcknowledgementSchema = z.looseObject({
  message: z.string().nullish().catch(undefined),
  id: z.string().nullish().catch(undefined),
});
export type CddAcknowledgement = z.infer<typeof cddAcknowledgementSchema>;

export * from "./cdd-create";
