"use client";

import { DateTime } from "@/components/ui/date-time";
import Link from "next/link";
import type { DataTableColumn } from "@/components/data-table/data-table";
import type { CddCase } from "@/lib/api/schemas/cdd";
import { caseTitle } from "@/lib/cdd/labels";
import { CddStateBadge } from "./cdd-state-badge";
import { CheckGroups, VerdictBadge } from "./checks-summary";

/** The business: its legal name (or website), linked to the case, with the website beneath. */
function BusinessCell({ cdd }: { cdd: CddCase }) {
  const title = caseTitle(cdd.input, cdd.id);
  const website = cdd.input.website;
  return (
    <div className="min-w-48">
      <Link
        href={`/cdd/${encodeURIComponent(cdd.id)}`}
        className="font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
      >
        {title}
      </Link>
      {website && website !== title ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">{website}</p>
      ) : null}
      {cdd.input.external_id ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          External ID {cdd.input.external_id}
        </p>
      ) : null}
    </div>
  );
}

export const cddColumns: DataTableColumn<CddCase>[] = [
  { id: "business", header: "Business", cell: ({ row }) => <BusinessCell cdd={row.original} /> },
  {
    id: "state",
    header: "State",
    cell: ({ row }) => <CddStateBadge state={row.original.state} />,
  },
  {
    id: "verdict",
    header: "Verdict",
    cell: ({ row }) => <VerdictBadge checks={row.original.checks} />,
  },
  {
    id: "groups",
    header: "Check groups",
    cell: ({ row }) => <CheckGroups groups={row.original.checks?.groups} onlyAttention />,
  },
  {
    id: "created_at",
    header: "Created",
    sortKey: "created_at",
    cell: ({ row }) => <DateTime iso={row.original.created_at} />,
  },
  {
    id: "updated_at",
    header: "Updated",
    sortKey: "updated_at",
    cell: ({ row }) => <DateTime iso={row.original.updated_at} />,
  },
];
