import { z } from "zod";
import type { ScreeningHit } from "@/lib/api/schemas/screening";
import type { HitStatus, ScreeningSearchSummary } from "@/lib/db/screening-searches";
import type { ScreeningAlertSummary } from "@/lib/db/screening-alerts";

/**
 * The console's own screening endpoints over the local index (`/api/screening/*`): their query
 * schemas, parsed by the route handlers, and their answers, read by `lib/queries/screening.ts`.
 */

/** `a,b,c` in a query string, as a list without blanks; absent or empty means no filter. */
export const csvList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

const pageParam = z.coerce.number().int().min(1).optional();
const pageSizeParam = z.coerce.number().int().min(1).max(100).optional();

export const searchListQuerySchema = z.object({
  status: csvList,
  hit_status: z.enum(["FALSE_POSITIVE", "TRUE_POSITIVE", "UNRESOLVED"]).optional(),
  reference: z.string().trim().max(200).optional(),
  page: pageParam,
  page_size: pageSizeParam,
});

export const alertListQuerySchema = z.object({
  remediation_status: csvList,
  page: pageParam,
  page_size: pageSizeParam,
});

export const hitListQuerySchema = z.object({
  status: csvList,
  category: csvList,
  page: pageParam,
  page_size: pageSizeParam,
});
export type HitListQuery = z.infer<typeof hitListQuerySchema>;

export interface IndexPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SearchListResponse extends IndexPage<ScreeningSearchSummary> {
  /** Across the whole index, whatever the filters: searches per status and hits per status. */
  counts: { byStatus: Record<string, number>; hits: Record<HitStatus, number> & { total: number } };
}

export type AlertListResponse = IndexPage<ScreeningAlertSummary>;

/** One hit of one indexed search, with what the cross-search list needs to say where it is from. */
export interface HitRow {
  /** `searchId:hitId`, unique across searches. */
  key: string;
  searchId: string;
  searchReference: string | null;
  /** The screened name: the first profile value, which is the name in every sample. */
  subject: string | null;
  searchUpdatedAt: string;
  hit: ScreeningHit;
}

export interface HitCounts {
  /** Hits per status among those matching the category filter. */
  byStatus: Record<string, number>;
  /** Hits per category among those matching the status filter. */
  byCategory: Record<string, number>;
  /** Every indexed hit, no filter. */
  all: number;
}

export interface HitListResponse extends IndexPage<HitRow> {
  counts: HitCounts;
  /** True when more searches hold hits than one answer reads; the oldest are then left out. */
  truncated: boolean;
}
