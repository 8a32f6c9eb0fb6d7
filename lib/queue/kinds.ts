/**
 * What the review queue holds and what can be decided on it. Shared by the server (validation)
 * and the browser (labels, keys). Names say whose state it is: the console's decision layer
 * ("Handled in the console") never poses as the service's ("Acknowledged by the service").
 */
export const WORK_ITEM_KINDS = [
  "screening_hit",
  "monitoring_alert",
  "cdd_case",
  "flow_run",
] as const;
export type WorkItemKind = (typeof WORK_ITEM_KINDS)[number];

export const WORK_ITEM_STATES = ["open", "escalated", "waiting", "closed"] as const;
export type WorkItemState = (typeof WORK_ITEM_STATES)[number];

export const SEVERITIES = { high: 3, medium: 2, low: 1 } as const;
export type Severity = keyof typeof SEVERITIES;

export interface DecisionOption {
  value: string;
  label: string;
  /** The key that picks it in the keyboard review. */
  key: string;
  /** The console state the item is in after this decision. */
  state: WorkItemState;
}

export const DECISIONS: Record<WorkItemKind, readonly DecisionOption[]> = {
  screening_hit: [
    { value: "false_positive", label: "False positive", key: "f", state: "closed" },
    { value: "true_positive", label: "True positive", key: "t", state: "closed" },
    { value: "needs_escalation", label: "Needs escalation", key: "e", state: "escalated" },
  ],
  monitoring_alert: [
    { value: "handled", label: "Handled", key: "h", state: "closed" },
    { value: "false_alarm", label: "False alarm", key: "f", state: "closed" },
    { value: "escalated", label: "Escalated", key: "e", state: "escalated" },
  ],
  cdd_case: [
    { value: "accept", label: "Accept", key: "a", state: "closed" },
    { value: "reject", label: "Reject", key: "r", state: "closed" },
    { value: "request_information", label: "Request information", key: "i", state: "waiting" },
  ],
  flow_run: [
    { value: "rerun", label: "Re-run", key: "r", state: "closed" },
    { value: "dismissed", label: "Dismissed", key: "d", state: "closed" },
  ],
};

export const KIND_LABELS: Record<WorkItemKind, string> = {
  screening_hit: "Screening hit",
  monitoring_alert: "Monitoring alert",
  cdd_case: "CDD case",
  flow_run: "Flow run",
};

export const STATE_LABELS: Record<WorkItemState, string> = {
  open: "Open in the console",
  escalated: "Escalated in the console",
  waiting: "Waiting for information",
  closed: "Closed in the console",
};

export function isWorkItemKind(value: string): value is WorkItemKind {
  return (WORK_ITEM_KINDS as readonly string[]).includes(value);
}

export function decisionOption(kind: string, value: string): DecisionOption | undefined {
  return isWorkItemKind(kind)
    ? DECISIONS[kind].find((option) => option.value === value)
    : undefined;
}

export function decisionLabel(kind: string, value: string | null): string | null {
  if (!value) return null;
  return decisionOption(kind, value)?.label ?? value;
}

export function severityName(rank: number): Severity {
  return rank >= 3 ? "high" : rank === 2 ? "medium" : "low";
}
