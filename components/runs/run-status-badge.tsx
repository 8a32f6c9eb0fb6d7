import { Badge } from "@/components/ui/badge";
import { isTerminalStatus, statusLabel, statusTone } from "@/lib/runs/status";

export interface RunStatusBadgeProps {
  status: string;
}

/** A run's status in words; an in-flight run's badge pulses, an unknown status is shown raw. */
export function RunStatusBadge({ status }: RunStatusBadgeProps) {
  return (
    <Badge tone={statusTone(status)} className="gap-1.5">
      {isTerminalStatus(status) ? null : (
        <span aria-hidden="true" className="h-1.5 w-1.5 animate-pulse rounded-full bg-current" />
      )}
      {statusLabel(status)}
    </Badge>
  );
}
