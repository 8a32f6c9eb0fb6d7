import { DateTime } from "@/components/ui/date-time";
import Link from "next/link";
import { CddStateBadge } from "@/components/cdd/cdd-state-badge";
import type { CddCaseDetail } from "@/lib/api/schemas/cdd";
import { caseTitle, isFinalState } from "@/lib/cdd/labels";

export function CaseHeader({ cdd }: { cdd: CddCaseDetail }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{caseTitle(cdd.input, cdd.id)}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <span aria-live="polite" className="inline-flex items-center gap-2">
            State <CddStateBadge state={cdd.state} />
            {!isFinalState(cdd.state) ? <span>(updates live)</span> : null}
          </span>
          <span>
            · Created <DateTime iso={cdd.created_at} />
          </span>
          <span>
            · Updated <DateTime iso={cdd.updated_at} />
          </span>
        </p>
        <p className="font-mono text-xs text-slate-600 dark:text-slate-400">{cdd.id}</p>
      </div>
      <Link
        href={`/cdd/${encodeURIComponent(cdd.id)}/report`}
        className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500"
      >
        Open report
      </Link>
    </div>
  );
}
