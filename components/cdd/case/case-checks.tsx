import { CheckGroups, VerdictBadge } from "@/components/cdd/checks-summary";
import type { CddCaseDetail } from "@/lib/api/schemas/cdd";
import { isFinalState } from "@/lib/cdd/labels";

export function CaseChecks({ cdd }: { cdd: CddCaseDetail }) {
  return (
    <section aria-labelledby="case-checks-title" className="space-y-3">
      <h2 id="case-checks-title" className="text-lg font-semibold">
        Checks
      </h2>
      {cdd.checks ? (
        <>
          <p className="flex items-center gap-2 text-sm">
            Verdict <VerdictBadge checks={cdd.checks} />
          </p>
          <CheckGroups groups={cdd.checks.groups} />
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {cdd.state === "FAILED"
            ? "The checks could not run: the case failed."
            : isFinalState(cdd.state)
              ? "No checks were reported for this case."
              : "The checks have not finished yet; this updates by itself."}
        </p>
      )}
    </section>
  );
}
