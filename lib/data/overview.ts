import "server-only";
import { buildOverview } from "@/lib/overview/build-overview";
import type { OverviewData } from "@/lib/overview/types";

/** `GET /api/overview` and the overview page's prefetch: the same figures either way. */
export function readOverview(): Promise<OverviewData> {
  return buildOverview();
}
