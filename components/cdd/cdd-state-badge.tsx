import { Badge } from "@/components/ui/badge";
import { stateLabel } from "@/lib/cdd/labels";

export function CddStateBadge({ state }: { state: string }) {
  const { label, tone } = stateLabel(state);
  return <Badge tone={tone}>{label}</Badge>;
}
