import { z } from "zod";

/**
 * The audit log's filters as they appear in the URL (page and export share them). Dates are
 * calendar days in UTC: `from` includes its whole day, `to` too (the query runs up to the next
 * midnight). Full ISO date-times are accepted as given.
 */
const day = /^\d{4}-\d{2}-\d{2}$/;

const timeBound = z
  .string()
  .trim()
  .refine((value) => value === "" || !Number.isNaN(Date.parse(value)), {
    message: "Use a date (YYYY-MM-DD) or an ISO date-time.",
  })
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => (value ? value : undefined));

export const auditFiltersSchema = z.object({
  actor: optionalText,
  action: optionalText,
  target_type: optionalText,
  target_id: optionalText,
  outcome: z
    .enum(["success", "failure", ""])
    .optional()
    .transform((value) => (value ? value : undefined)),
  from: timeBound,
  to: timeBound,
});

export type AuditFilters = z.output<typeof auditFiltersSchema>;

export const auditPageSchema = auditFiltersSchema.extend({
  page: z.coerce.number().int().min(1).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});

/** The repository's query: `to` made exclusive. The actor is matched by e-mail. */
export function toAuditQuery(filters: AuditFilters) {
  return {
    actorEmail: filters.actor,
    action: filters.action,
    targetType: filters.target_type,
    targetId: filters.target_id,
    outcome: filters.outcome,
    from: filters.from ? new Date(Date.parse(filters.from)).toISOString() : undefined,
    to: filters.to ? exclusiveEnd(filters.to) : undefined,
  };
}

function exclusiveEnd(value: string): string {
  if (!day.test(value)) return new Date(Date.parse(value)).toISOString();
  const next = new Date(`${value}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}
