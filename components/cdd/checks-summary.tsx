import { Badge } from "@/components/ui/badge";
import type { CddCase } from "@/lib/api/schemas/cdd";
import { resultTone } from "@/lib/cdd/labels";

type Checks = NonNullable<CddCase["checks"]>;

export function VerdictBadge({ checks }: { checks: CddCase["checks"] }) {
  if (!checks?.verdict)
    return <span className="text-slate-500 dark:text-slate-400">No checks</span>;
  return <Badge tone={resultTone(checks.verdict)}>{checks.verdict}</Badge>;
}

export interface CheckGroupsProps {
  groups: Checks["groups"];
  /** In the list only groups needing attention are worth the room; the case page shows all. */
  onlyAttention?: boolean;
}

/** Each check group with its action (ACCEPT, REVIEW, REJECT or a value the spec does not list). */
export function CheckGroups({ groups, onlyAttention }: CheckGroupsProps) {
  const all = groups ?? [];
  const shown = onlyAttention ? all.filter((group) => group.action !== "ACCEPT") : all;
  if (all.length === 0) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  if (shown.length === 0) {
    return <span className="text-slate-600 dark:text-slate-400">All {all.length} accepted</span>;
  }
  return (
    <ul className="flex flex-col gap-1">
      {shown.map((group) => (
        <li key={group.name} className="flex flex-wrap items-center gap-2">
          <span>{group.name}</span>
          <Badge tone={resultTone(group.action ?? "")}>{group.action ?? "No action"}</Badge>
        </li>
      ))}
      {onlyAttention && shown.length < all.length ? (
        <li className="text-xs text-slate-600 dark:text-slate-400">
          {all.length - shown.length} more accepted
        </li>
      ) : null}
    </ul>
  );
}
