import { z } from "zod";
import type { FlowRunQuery } from "@/lib/db/flow-runs-list";

/**
 * The query of `GET /api/runs` (the console's local run index). The route parses the browser's
 * query string with this schema; the runs page builds the same string from its URL.
 */
export const RUN_SORT_KEYS = ["triggered_at", "started_at", "completed_at", "duration"] as const;
export type RunSortKey = (typeof RUN_SORT_KEYS)[number];

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

// A day (YYYY-MM-DD, taken as UTC) or a full ISO 8601 date-time.
const dayOrDateTime = z
  .string()
  .trim()
  .refine(
    (value) => (datePattern.test(value) || value.includes("T")) && !Number.isNaN(Date.parse(value)),
    "must be a date (YYYY-MM-DD) or an ISO 8601 date-time",
  );

export const runListQuerySchema = z.object({
  status: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(40)).max(20, "at most 20 statuses")),
  flow_id: z.string().trim().max(200).optional(),
  trigger_type: z.string().trim().max(40).optional(),
  from: dayOrDateTime.optional(),
  to: dayOrDateTime.optional(),
  sort: z.enum(RUN_SORT_KEYS).optional(),
  direction: z.enum(["asc", "desc"]).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});
export type RunListQuery = z.infer<typeof runListQuerySchema>;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * To the repository's query. `to` given as a day includes that whole day (UTC): the repository's
 * upper bound is exclusive, so it becomes the next midnight.
 */
export function toFlowRunQuery(query: RunListQuery): FlowRunQuery {
  const to = query.to
    ? datePattern.test(query.to)
      ? new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs)
      : new Date(query.to)
    : undefined;
  const from = query.from
    ? new Date(datePattern.test(query.from) ? `${query.from}T00:00:00Z` : query.from)
    : undefined;
  return {
    status: query.status.length > 0 ? query.status : undefined,
    flowId: query.flow_id || undefined,
    triggerType: query.trigger_type || undefined,
    triggeredFrom: from,
    triggeredTo: to,
    sort: query.sort,
    direction: query.direction,
    page: query.page,
    pageSize: query.page_size,
  };
}
