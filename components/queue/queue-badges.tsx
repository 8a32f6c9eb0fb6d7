import { Badge, type BadgeTone } from "@/components/ui/badge";
import { decisionLabel, STATE_LABELS, type WorkItemState } from "@/lib/queue/kinds";

const stateTones: Record<string, BadgeTone> = {
  open: "info",
  escalated: "warning",
  waiting: "accent",
  closed: "neutral",
};

/** The console's own state: always says "in the console", so it never reads as the service's. */
export function ConsoleStateBadge({
  kind,
  state,
  decision,
}: {
  kind: string;
  state: string;
  decision: string | null;
}) {
  const label = decisionLabel(kind, decision);
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={stateTones[state] ?? "neutral"}>
        {STATE_LABELS[state as WorkItemState] ?? state}
      </Badge>
      {label ? <Badge tone="success">Decision: {label}</Badge> : null}
    </span>
  );
}

const upstreamWords: Record<string, string> = {
  ACKNOWLEDGED: "Acknowledged by the service",
  UNACKNOWLEDGED: "Unacknowledged at the service",
  UNRESOLVED: "Unresolved at the service",
  FALSE_POSITIVE: "Resolved by the service: false positive",
  TRUE_POSITIVE: "Resolved by the service: true positive",
};

/** The service's state, in its own words, labelled as the service's. */
export function ServiceStateBadge({ state, open }: { state: string; open: boolean }) {
  return (
    <Badge tone={open ? "warning" : "success"}>{upstreamWords[state] ?? `Service: ${state}`}</Badge>
  );
}

const severityTones: Record<string, BadgeTone> = {
  high: "danger",
  medium: "warning",
  low: "neutral",
};

export function SeverityBadge({ severity }: { severity: string }) {
  return <Badge tone={severityTones[severity] ?? "neutral"}>{severity}</Badge>;
}
