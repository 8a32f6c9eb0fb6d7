import Link from "next/link";
import type { DataTableColumn } from "@/components/data-table/data-table";
import { ExternalLink } from "@/components/ui/external-link";
import type { ScreeningHit } from "@/lib/api/schemas/screening";
import { RemediationSummary } from "./remediation-summary";
import { CategoryBadges, HitStatusBadge } from "./screening-badges";
import { formatFieldValue } from "@/lib/screening/field-value";

/** A row of the hits table: one hit, and for the cross-search list the search it belongs to. */
export interface HitTableRow {
  key: string;
  hit: ScreeningHit;
  search?: { id: string; reference: string | null; subject: string | null };
}

function matchedName(hit: ScreeningHit): string | null {
  const field = hit.fields.find((item) => /name/i.test(item.label)) ?? hit.fields[0];
  return formatFieldValue(field?.value);
}

export function hitColumns(options: {
  withSearch: boolean;
  onOpen: (row: HitTableRow) => void;
}): DataTableColumn<HitTableRow>[] {
  const columns: DataTableColumn<HitTableRow>[] = [
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => <HitStatusBadge status={row.original.hit.status} />,
    },
    {
      id: "match",
      header: "Matched",
      cell: ({ row }) => (
        <div className="space-y-1">
          <p className="font-medium">{matchedName(row.original.hit) ?? "—"}</p>
          <CategoryBadges categories={row.original.hit.hit_categories} />
        </div>
      ),
    },
    {
      id: "provider",
      header: "Provider reference",
      cell: ({ row }) => {
        const { provider_reference: reference, provider_url: url } = row.original.hit;
        const text = reference ?? row.original.hit.id;
        return url ? <ExternalLink href={url} label={text} /> : <span>{text}</span>;
      },
    },
    {
      id: "remediation",
      header: "Remediation",
      cell: ({ row }) => <RemediationSummary remediation={row.original.hit.remediation} />,
    },
  ];
  if (options.withSearch) {
    columns.push({
      id: "search",
      header: "Search",
      cell: ({ row }) =>
        row.original.search ? (
          <div className="space-y-0.5">
            <Link
              className="text-indigo-700 underline dark:text-indigo-300"
              href={`/screening/searches/${encodeURIComponent(row.original.search.id)}`}
            >
              {row.original.search.reference ?? row.original.search.id}
            </Link>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {row.original.search.subject}
            </p>
          </div>
        ) : null,
    });
  }
  columns.push({
    id: "open",
    header: () => <span className="sr-only">Details</span>,
    cell: ({ row }) => (
      <button
        type="button"
        className="rounded border border-slate-300 px-2 py-1 text-xs hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        data-open-hit={row.original.key}
        onClick={(event) => {
          // The row's own click would open it too; one open is enough.
          event.stopPropagation();
          options.onOpen(row.original);
        }}
      >
        Details<span className="sr-only"> of {row.original.hit.provider_reference ?? "hit"}</span>
      </button>
    ),
  });
  return columns;
}
