"use client";

import { DateTime } from "@/components/ui/date-time";
import { useMemo } from "react";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import type { CddDocument } from "@/lib/api/schemas/cdd";
import { documentTypeLabel } from "@/lib/cdd/labels";
import { documentFileUrl } from "@/lib/queries/cdds";

function columns(caseId: string): DataTableColumn<CddDocument>[] {
  return [
    { id: "type", header: "Type", cell: ({ row }) => documentTypeLabel(row.original.type) },
    {
      id: "file_name",
      header: "File",
      cell: ({ row }) => <span className="break-all">{row.original.file_name}</span>,
    },
    {
      id: "created_at",
      header: "Added",
      cell: ({ row }) => <DateTime iso={row.original.created_at} />,
    },
    {
      id: "download",
      header: "Download",
      cell: ({ row }) => (
        <a
          href={documentFileUrl(caseId, row.original.id)}
          download={row.original.file_name}
          className="text-indigo-700 underline dark:text-indigo-300"
          aria-label={`Download ${row.original.file_name}`}
        >
          Download
        </a>
      ),
    },
  ];
}

export function CaseDocuments({ caseId, documents }: { caseId: string; documents: CddDocument[] }) {
  const documentColumns = useMemo(() => columns(caseId), [caseId]);
  return (
    <section aria-labelledby="case-documents-title" className="space-y-3">
      <h2 id="case-documents-title" className="text-lg font-semibold">
        Documents ({documents.length})
      </h2>
      <DataTable
        caption="Documents of this case"
        columns={documentColumns}
        data={documents}
        getRowId={(row) => row.id}
        emptyMessage="No documents yet. Upload one below or pull them from the registry."
      />
    </section>
  );
}
