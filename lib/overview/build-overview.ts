import "server-only";
import { unstable_rethrow } from "next/navigation";
import { isUpstreamError } from "@/lib/api/errors";
import { dayList, windowStart } from "./days";
import { cddSection, monitoringSection, runsSection, screeningSection } from "./sections";
import type { OverviewData, OverviewSection } from "./types";

export const OVERVIEW_DAYS = 30;

/**
 * The overview, aggregated on the server: one request from the browser instead of thirty pages
 * of alerts, and the local run index read straight from the store.
 */
export async function buildOverview(now = new Date()): Promise<OverviewData> {
  const start = windowStart(now, OVERVIEW_DAYS);
  const days = dayList(now, OVERVIEW_DAYS);
  const [monitoring, runs, cdd, screening] = await Promise.all([
    settle(() => monitoringSection(start, days)),
    settle(() => runsSection(now, start, days)),
    settle(() => cddSection()),
    settle(() => screeningSection()),
  ]);
  return {
    generatedAt: now.toISOString(),
    windowDays: OVERVIEW_DAYS,
    windowStart: start.toISOString(),
    monitoring,
    runs,
    cdd,
    screening,
  };
}

async function settle<T>(read: () => Promise<T>): Promise<OverviewSection<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    // Next's own signals (the build probing the overview for static rendering) are not failures.
    unstable_rethrow(error);
    if (isUpstreamError(error)) {
      return {
        ok: false,
        error:
          error.status === 401
            ? {
                code: "UPSTREAM_UNAUTHORIZED",
                message: "The compliance service rejected the console's API key.",
              }
            : { code: error.code, message: error.message },
      };
    }
    console.error("[console] overview section failed:", error);
    return {
      ok: false,
      error: { code: "INTERNAL_ERROR", message: "This figure could not be computed." },
    };
  }
}
