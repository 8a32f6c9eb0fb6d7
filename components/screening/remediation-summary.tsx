import type { ScreeningHit } from "@/lib/api/schemas/screening";
import { DateTime } from "@/components/ui/date-time";
import { authorLabel, codeLabel } from "@/lib/screening/labels";

/** A hit's remediation in a table cell: decision, action, sync, who, when and why. */
export function RemediationSummary({ remediation }: { remediation: ScreeningHit["remediation"] }) {
  if (!remediation) return <span className="text-slate-600">No remediation yet</span>;
  return (
    <div className="max-w-sm space-y-0.5 text-xs">
      <p>
        <span className="font-medium">{codeLabel(remediation.determination)}</span>
        {" · "}
        {codeLabel(remediation.action)}
        {" · sync "}
        {remediation.sync_status ?? "—"}
      </p>
      <p className="text-slate-700 dark:text-slate-300">
        {authorLabel(remediation.author)}
        {remediation.determined_at ? (
          <>
            {", "}
            <DateTime iso={remediation.determined_at} />
          </>
        ) : null}
      </p>
      {remediation.summary ? (
        <p className="text-slate-700 dark:text-slate-300">{remediation.summary}</p>
      ) : null}
    </div>
  );
}
