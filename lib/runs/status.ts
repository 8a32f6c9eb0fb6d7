import type { BadgeTone } from "@/lib/tones";

/**
 * Run statuses as the browser needs them, without zod: the list and run pages import this, and
 * their first-load JavaScript should not carry a schema library for six strings. The values match
 * `FLOW_RUN_STATUSES` in lib/api/schemas/flow-run.ts (a unit test keeps them equal).
 */
export const RUN_STATUSES = [
  "QUEUED",
  "RUNNING",
  "COMPLETED",
  "FAILED",
  "CANCELLED",
  "SKIPPED",
] as const;
export type KnownRunStatus = (typeof RUN_STATUSES)[number];

export const TERMINAL_STATUSES: readonly string[] = ["COMPLETED", "FAILED", "CANCELLED", "SKIPPED"];

export const RUN_TRIGGER_TYPES = [
  "manual",
  "api",
  "external_event",
  "schedule",
  "evaluation",
] as const;

/** Unknown statuses are not terminal: the console keeps watching a run it does not understand. */
export function isTerminalStatus(status: string): boolean {
  return TERMINAL_STATUSES.includes(status);
}

const labels: Record<KnownRunStatus, string> = {
  QUEUED: "Queued",
  RUNNING: "Running",
  COMPLETED: "Completed",
  FAILED: "Failed",
  CANCELLED: "Cancelled",
  SKIPPED: "Skipped",
};

const tones: Record<KnownRunStatus, BadgeTone> = {
  QUEUED: "info",
  RUNNING: "accent",
  COMPLETED: "success",
  FAILED: "danger",
  CANCELLED: "neutral",
  SKIPPED: "warning",
};

function isKnown(status: string): status is KnownRunStatus {
  return (RUN_STATUSES as readonly string[]).includes(status);
}

/** A status the spec does not list is shown as it came, so nothing is hidden from the analyst. */
export function statusLabel(status: string): string {
  return isKnown(status) ? labels[status] : status;
}

export function statusTone(status: string): BadgeTone {
  return isKnown(status) ? tones[status] : "neutral";
}

const triggerLabels: Record<string, string> = {
  manual: "Manual",
  api: "API",
  external_event: "External event",
  schedule: "Schedule",
  evaluation: "Evaluation",
};

export function triggerLabel(trigger: string | null | undefined): string {
  if (!trigger) return "—";
  return triggerLabels[trigger] ?? trigger;
}
