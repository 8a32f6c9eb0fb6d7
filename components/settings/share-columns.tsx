"use client";

import { DateTime } from "@/components/ui/date-time";
import Link from "next/link";
import type { DataTableColumn } from "@/components/data-table/data-table";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ShareDto } from "@/lib/queries/shares";

const STATE_TONE: Record<ShareDto["state"], BadgeTone> = {
  active: "success",
  expired: "neutral",
  revoked: "danger",
};

function reportHref(link: ShareDto): string {
  const id = encodeURIComponent(link.targetId);
  return link.kind === "cdd_report" ? `/cdd/${id}/report` : `/runs/${id}`;
}

export function shareColumns({
  isAdmin,
  onRevoke,
}: {
  isAdmin: boolean;
  onRevoke: (link: ShareDto) => void;
}): DataTableColumn<ShareDto>[] {
  const columns: DataTableColumn<ShareDto>[] = [
    {
      id: "report",
      header: "Report",
      cell: ({ row }) => (
        <div>
          <Link
            className="text-indigo-700 underline dark:text-indigo-300"
            href={reportHref(row.original)}
          >
            {row.original.kind === "cdd_report" ? "CDD report" : "Flow run report"}
          </Link>
          <div className="font-mono text-xs text-slate-600 dark:text-slate-400">
            {row.original.targetId}
          </div>
        </div>
      ),
    },
    { id: "label", header: "Label", cell: ({ row }) => row.original.label ?? "—" },
  ];
  if (isAdmin) {
    columns.push({
      id: "createdBy",
      header: "Shared by",
      cell: ({ row }) => row.original.createdByEmail ?? "a deleted user",
    });
  }
  columns.push(
    {
      id: "createdAt",
      header: "Created",
      cell: ({ row }) => <DateTime iso={row.original.createdAt} />,
    },
    {
      id: "expiresAt",
      header: "Expires",
      cell: ({ row }) => <DateTime iso={row.original.expiresAt} />,
    },
    {
      id: "views",
      header: "Views",
      cell: ({ row }) => (
        <div>
          {row.original.viewCount}
          {row.original.lastViewedAt ? (
            <div className="text-xs text-slate-600 dark:text-slate-400">
              last <DateTime iso={row.original.lastViewedAt} />
            </div>
          ) : null}
        </div>
      ),
    },
    {
      id: "state",
      header: "State",
      cell: ({ row }) => <Badge tone={STATE_TONE[row.original.state]}>{row.original.state}</Badge>,
    },
    {
      id: "actions",
      header: "Actions",
      cell: ({ row }) =>
        row.original.state === "revoked" ? null : (
          <Button size="sm" variant="secondary" onClick={() => onRevoke(row.original)}>
            Revoke
            <span className="sr-only"> the link {row.original.label ?? row.original.id}</span>
          </Button>
        ),
    },
  );
  return columns;
}
