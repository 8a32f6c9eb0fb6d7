import { z } from "zod";
import { openEnum, labelValueSchema, timestampSchema } from "./common";

/**
 * Name screening: searches (2.9, `GET /v1/name-screenings/searches/{id}`) and alerts (2.10, in
 * events and `GET /v1/name-screenings/alerts/{id}`). Most value sets here are only "seen", so they
 * are plain strings; the consts name the known ones for badges, and anything else is shown raw.
 */

export const SCREENING_SEARCH_STATUSES = ["PENDING", "COMPLETED", "FAILED"] as const;
export const HIT_STATUSES = ["FALSE_POSITIVE", "TRUE_POSITIVE", "UNRESOLVED"] as const;
export const HIT_CATEGORIES = ["SANCTION", "MEDIA"] as const;
export const REMEDIATION_SYNC_STATUSES = ["SYNCED", "PENDING"] as const;
export const REMEDIATION_DETERMINATIONS = ["FALSE_POSITIVE", "UNRESOLVED"] as const;
export const REMEDIATION_ACTIONS = [
  "SET_AS_FALSE_POSITIVE",
  "COMMENT_FALSE_POSITIVE",
  "DO_NOTHING",
] as const;
export const REMEDIATION_ACTIONS_TAKEN = ["RESOLVED"] as const;
/** The author value naming the service itself, as opposed to a person. */
export const SERVICE_AUTHOR = "SERVICE";
export const ALERT_STATUSES = ["COMPLETED"] as const;
export const ALERT_REMEDIATION_STATUSES = ["REMEDIATED"] as const;
export const CITATION_SOURCES = ["HIT", "PROFILE", "ARTICLE", "REGISTRY", "WEB_SEARCH"] as const;
export const EVIDENCE_TYPES = ["PRIMARY_NAME", "DOB"] as const;
export const RESOLUTION_STATUSES = ["NOTHING"] as const;

export const remediationSchema = z.looseObject({
  sync_status: z.string().nullish(),
  determination: z.string().nullish(),
  action: z.string().nullish(),
  status: z.string().nullish(),
  action_taken: z.string().nullish(),
  determined_at: timestampSchema.nullish(),
  author: z.string().nullish(),
  summary: z.string().nullish(),
});

export const screeningHitSchema = z.looseObject({
  id: z.string(),
  provider_reference: z.string().nullish(),
  profile_reference: z.string().nullish(),
  provider_url: z.string().nullish(),
  status: z.string(),
  fields: z.array(labelValueSchema).default([]),
  hit_categories: z.array(z.string()).default([]),
  remediation: remediationSchema.nullish(),
});
export type ScreeningHit = z.infer<typeof screeningHitSchema>;

// The attribute listing the alerts created from a search has no documented name; the loose
// object keeps it, whatever it is called.
export const screeningSearchSchema = z.looseObject({
  id: z.string(),
  reference: z.string().nullish(),
  status: openEnum(SCREENING_SEARCH_STATUSES),
  input: z.array(labelValueSchema).default([]),
  hit_counts: z.record(z.string(), z.number().int()).nullish(),
  hits: z.array(screeningHitSchema).default([]),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type ScreeningSearch = z.infer<typeof screeningSearchSchema>;

export const citationSchema = z.looseObject({
  name: z.string(),
  url: z.string().nullish(),
});

// Shown as a string in the spec but, like the label/value pairs, untyped: any JSON passes.
export const factSchema = z.looseObject({
  predicate: z.string(),
  value: z.unknown(),
  citations: z.array(citationSchema).default([]),
});
export type Fact = z.infer<typeof factSchema>;

export const evidenceSchema = z.looseObject({
  type: z.string(),
  categories: z.array(z.string()).default([]),
  supporting_facts: z.array(factSchema).default([]),
});

export const resolutionSchema = z.looseObject({
  status: z.string().nullish(),
  summary: z.string().nullish(),
  author: z.string().nullish(),
  action: z.string().nullish(),
  determination: z.string().nullish(),
  applied_rule: z.looseObject({ name: z.string() }).nullish(),
});

export const screeningAlertHitSchema = z.looseObject({
  reference: z.string(),
  hit_categories: z.array(z.string()).default([]),
  evidences: z.array(evidenceSchema).default([]),
  resolution: resolutionSchema.nullish(),
});
export type ScreeningAlertHit = z.infer<typeof screeningAlertHitSchema>;

export const screeningAlertSchema = z.looseObject({
  id: z.string(),
  reference: z.string().nullish(),
  alt_reference: z.string().nullish(),
  status: z.string(),
  remediation_status: z.string().nullish(),
  profile_facts: z.array(factSchema).default([]),
  hits: z.array(screeningAlertHitSchema).default([]),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type ScreeningAlert = z.infer<typeof screeningAlertSchema>;
