import Link from "next/link";
import type { DataTableColumn } from "@/components/data-table/data-table";
import { DateTime } from "@/components/ui/date-time";
import type { ScreeningSearchSummary } from "@/lib/db/screening-searches";
import { HitCountsLine } from "./hit-counts";
import { SearchStatusBadge } from "./screening-badges";

export const searchColumns: DataTableColumn<ScreeningSearchSummary>[] = [
  {
    id: "reference",
    header: "Reference",
    cell: ({ row }) => (
      <Link
        className="font-medium text-indigo-700 underline dark:text-indigo-300"
        href={`/screening/searches/${encodeURIComponent(row.original.id)}`}
      >
        {row.original.reference ?? row.original.id}
      </Link>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <SearchStatusBadge status={row.original.status} />,
  },
  {
    id: "hits",
    header: "Hits by status",
    cell: ({ row }) => <HitCountsLine counts={row.original.hitCounts} />,
  },
  {
    id: "created",
    header: "Created",
    cell: ({ row }) => <DateTime iso={row.original.createdAt} />,
  },
  {
    id: "updated",
    header: "Updated",
    cell: ({ row }) => <DateTime iso={row.original.updatedAt} />,
  },
];
