import Link from "next/link";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import type { RemediationHit, ScreeningRemediationOutput } from "@/lib/api/schemas/flow-run-output";
import { cn } from "@/lib/utils";
import { HitFacts, HitRules } from "./screening-hit-evidence";

export interface ScreeningRemediationReviewProps {
  output: ScreeningRemediationOutput;
}

const verdictLabels: Record<string, string> = {
  FALSE_POSITIVE: "False positive",
  TRUE_POSITIVE: "True positive",
  UNRESOLVED: "Unresolved",
};

const resolvedVerdicts = ["FALSE_POSITIVE", "TRUE_POSITIVE"];
const needsReview = (hit: RemediationHit) => !resolvedVerdicts.includes(hit.verdict);

const columns: DataTableColumn<RemediationHit>[] = [
  {
    id: "hit",
    header: "Hit and verdict",
    cell: ({ row }) => (
      <div className="flex flex-col items-start gap-1">
        <code className="text-xs whitespace-nowrap">{row.original.hit_reference}</code>
        <Badge
          tone={
            row.original.verdict === "FALSE_POSITIVE"
              ? "success"
              : row.original.verdict === "UNRESOLVED"
                ? "warning"
                : "neutral"
          }
        >
          {verdictLabels[row.original.verdict] ?? row.original.verdict}
        </Badge>
        {needsReview(row.original) ? <Badge tone="warning">Needs human review</Badge> : null}
      </div>
    ),
  },
  {
    id: "reason",
    header: "Reason and basis",
    cell: ({ row }) => (
      <div>
        <p>{row.original.reason ?? "—"}</p>
        {row.original.basis ? (
          <code className="text-xs break-all">{row.original.basis}</code>
        ) : null}
      </div>
    ),
  },
  {
    id: "comment",
    header: "Comment",
    cell: ({ row }) => <p className="min-w-56">{row.original.comment ?? "—"}</p>,
  },
  {
    id: "rules",
    header: "Rules and name evidence",
    cell: ({ row }) => <HitRules hit={row.original} />,
  },
  { id: "facts", header: "Facts and sources", cell: ({ row }) => <HitFacts hit={row.original} /> },
];

/**
 * A name-screening remediation output (spec 2.3) as a review: totals first, then one row per hit.
 * Hits the flow left unresolved stand out, because an analyst must decide them.
 */
export function ScreeningRemediationReview({ output }: ScreeningRemediationReviewProps) {
  const open = output.per_hit.filter(needsReview).length;
  return (
    <section aria-labelledby="remediation-heading" className="space-y-3">
      <h3 id="remediation-heading" className="font-semibold">
        Screening alert remediation
      </h3>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <Total label="Outcome" value={output.status} />
        <Total label="Hits processed" value={output.hits_processed} />
        <Total
          label="Need human review"
          value={output.needs_human_review}
          highlight={output.needs_human_review > 0}
        />
        <Total label="Synced to provider" value={output.synced ? "Yes" : "No"} />
        <div className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-400">Alert</dt>
          <dd className="text-sm break-all">
            <Link
              className="text-indigo-700 underline dark:text-indigo-300"
              href={`/screening/alerts/${encodeURIComponent(output.alert_id)}`}
            >
              {output.alert_id}
            </Link>
          </dd>
        </div>
      </dl>
      {open > 0 ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {open === 1 ? "1 hit was" : `${open} hits were`} left for an analyst: review{" "}
          {open === 1 ? "it" : "them"} on the alert.
        </p>
      ) : null}
      <DataTable
        caption="Hits reviewed by the remediation flow"
        columns={columns}
        data={output.per_hit}
        getRowId={(hit) => hit.hit_reference}
        rowClassName={(hit) => (needsReview(hit) ? "bg-amber-50 dark:bg-amber-950/60" : undefined)}
      />
    </section>
  );
}

function Total({
  label,
  value,
  highlight,
}: {
  label: string;
  value: string | number;
  highlight?: boolean;
}) {
  return (
    <div
      className={cn(
        "rounded-md border p-3",
        highlight
          ? "border-amber-400 bg-amber-50 dark:bg-amber-950"
          : "border-slate-200 dark:border-slate-800",
      )}
    >
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd
        className={cn(
          "font-semibold break-words",
          typeof value === "string" && value.length > 12 ? "text-sm" : "text-lg",
        )}
      >
        {value}
      </dd>
    </div>
  );
}
