import type { LiveEvent } from "./types";

/** One line of the live activity list: what happened, in words, and where to look. */
export interface ActivityItem {
  id: string;
  at: string;
  text: string;
  href: string | null;
  tone: "success" | "danger" | "warning" | "info";
}

const short = (id: string) => id.slice(0, 8);

const RUN_WORDS: Record<string, string> = {
  QUEUED: "is queued",
  RUNNING: "is running",
  COMPLETED: "completed",
  FAILED: "failed",
  CANCELLED: "was cancelled",
  SKIPPED: "was skipped",
};

/** Null for events that are bookkeeping rather than news (webhook deliveries). */
export function describeLiveEvent(event: LiveEvent): ActivityItem | null {
  const base = { id: event.id, at: event.at };
  switch (event.type) {
    case "run.status": {
      const { runId, status } = event.data;
      return {
        ...base,
        text: `Flow run ${short(runId)} ${RUN_WORDS[status] ?? `is now ${status}`}`,
        href: `/runs/${encodeURIComponent(runId)}`,
        tone: status === "FAILED" ? "danger" : status === "COMPLETED" ? "success" : "info",
      };
    }
    case "cdd.changed": {
      const { cddId, state, change } = event.data;
      return {
        ...base,
        text:
          change === "document"
            ? `A document was added to CDD case ${short(cddId)}`
            : `CDD case ${short(cddId)} is ${(state ?? "changed").toLowerCase()}`,
        href: `/cdd/${encodeURIComponent(cddId)}`,
        tone: state === "INCONCLUSIVE" ? "warning" : "info",
      };
    }
    case "monitoring.alert":
      return {
        ...base,
        text: `New monitoring alert${event.data.check ? `: ${event.data.check.replaceAll("_", " ")}` : ""}`,
        href: "/monitoring/alerts",
        tone: "danger",
      };
    case "screening.search_completed":
      return {
        ...base,
        text: `Name screening search ${event.data.reference ?? short(event.data.searchId)} completed`,
        href: `/screening/searches/${encodeURIComponent(event.data.searchId)}`,
        tone: "info",
      };
    case "screening.alert_remediated":
      return {
        ...base,
        text: `Screening alert ${event.data.reference ?? short(event.data.alertId)} remediated`,
        href: `/screening/alerts/${encodeURIComponent(event.data.alertId)}`,
        tone: "success",
      };
    case "webhook.delivery":
      return null;
  }
}
