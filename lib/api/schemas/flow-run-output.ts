import { z } from "zod";

/**
 * Flow run output (spec 2.3): any JSON object or array, shaped by the flow. Only the
 * name-screening remediation flow has a documented shape, recognised by `isScreeningRemediationOutput`.
 */
export const flowRunOutputSchema = z.union([z.record(z.string(), z.json()), z.array(z.json())]);
export type FlowRunOutput = z.infer<typeof flowRunOutputSchema>;

export const SCREENING_VERDICTS = ["FALSE_POSITIVE", "UNRESOLVED"] as const;
export const SCREENING_RESOLUTION_REASONS = ["full-resolution", "left-for-analyst"] as const;

const ruleSchema = z.looseObject({ name: z.string(), action: z.string().nullish() });

export const primaryNameEvidenceSchema = z.looseObject({
  types: z.array(z.string()).nullish(),
  profile_fact_id: z.string().nullish(),
  hit_fact_id: z.string().nullish(),
  description: z.string().nullish(),
  similarity_score: z.number().nullish(),
  candidate_name: z.string().nullish(),
});

export const ruleResolutionSchema = z.looseObject({
  action: z.string().nullish(),
  applied_rule: ruleSchema.nullish(),
  matching_rules: z.array(ruleSchema).nullish(),
  primary_name_evidence: primaryNameEvidenceSchema.nullish(),
  other_name_evidences: z.array(z.unknown()).nullish(),
  other_evidences: z.array(z.unknown()).nullish(),
  matching_segments: z.array(z.unknown()).nullish(),
});

export const hitFactSchema = z.looseObject({
  id: z.string(),
  source_id: z.string().nullish(),
  snippet: z.string().nullish(),
  predicate: z.string().nullish(),
  value: z.string().nullish(),
});

export const hitSourceSchema = z.looseObject({
  id: z.string(),
  type: z.string().nullish(),
  url: z.string().nullish(),
});

// Verdict and reason are "seen" values, so any string passes; see the consts above for display.
export const remediationHitSchema = z.looseObject({
  hit_reference: z.string(),
  verdict: z.string(),
  reason: z.string().nullish(),
  basis: z.string().nullish(),
  comment: z.string().nullish(),
  // Absent on an unresolved hit.
  rule_resolution: ruleResolutionSchema.nullish(),
  hit_facts: z.array(hitFactSchema).nullish(),
  hit_sources: z.array(hitSourceSchema).nullish(),
});

export const screeningRemediationOutputSchema = z.looseObject({
  status: z.string(),
  alert_id: z.string(),
  hits_processed: z.number().int(),
  needs_human_review: z.number().int(),
  synced: z.boolean(),
  per_hit: z.array(remediationHitSchema),
});
export type ScreeningRemediationOutput = z.infer<typeof screeningRemediationOutputSchema>;
export type RemediationHit = z.infer<typeof remediationHitSchema>;
export type RuleResolution = z.infer<typeof ruleResolutionSchema>;

export function isScreeningRemediationOutput(value: unknown): value is ScreeningRemediationOutput {
  return screeningRemediationOutputSchema.safeParse(value).success;
}
