import { Badge } from "@/components/ui/badge";
import type { FailedCheck } from "@/lib/api/schemas/monitoring";
import { checkLabel } from "@/lib/monitoring/labels";

/** An alert's failed checks: what failed, why, how it was found and the check's status. */
export function FailedChecks({ checks }: { checks: FailedCheck[] }) {
  if (checks.length === 0) return <span className="text-slate-600">No failed check listed</span>;
  return (
    <ul className="space-y-2">
      {checks.map((check, index) => (
        <li key={`${check.check}-${index}`} className="max-w-md">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium" title={check.check}>
              {checkLabel(check.check)}
            </span>
            {check.status ? <Badge tone="danger">{check.status}</Badge> : null}
          </div>
          {check.explanation ? (
            <p className="text-slate-700 dark:text-slate-300">{check.explanation}</p>
          ) : null}
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Method: {check.method_used ?? "not given"}
          </p>
        </li>
      ))}
    </ul>
  );
}
