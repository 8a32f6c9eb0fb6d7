"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { RegisteredFlowDto } from "@/lib/flows/schemas";
import { deleteFlow, flowsQuery } from "@/lib/queries/flows";
import { FlowEditorForm } from "./flow-editor-form";
import { FlowRowActions } from "./flow-row-actions";

export interface FlowsAdminProps {
  canEdit: boolean;
}

type Editing = { mode: "new" } | { mode: "edit"; flow: RegisteredFlowDto } | null;

/** `/settings/flows`: the flows the console knows (the upstream cannot list them). */
export function FlowsAdmin({ canEdit }: FlowsAdminProps) {
  const flows = useQuery(flowsQuery);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string>();
  const remove = useMutation({
    mutationFn: (flow: RegisteredFlowDto) => deleteFlow(flow.id).then(() => flow),
    onSuccess: async (flow) => {
      setNotice(`Deleted “${flow.name}”.`);
      await queryClient.invalidateQueries({ queryKey: ["flows"] });
    },
  });

  const columns: DataTableColumn<RegisteredFlowDto>[] = [
    {
      id: "name",
      header: "Flow",
      cell: ({ row }) => (
        <div className="max-w-md">
          <p className="font-medium">{row.original.name}</p>
          {row.original.description ? (
            <p className="text-xs text-slate-600 dark:text-slate-400">{row.original.description}</p>
          ) : null}
        </div>
      ),
    },
    {
      id: "id",
      header: "Id",
      cell: ({ row }) => <code className="text-xs break-all">{row.original.id}</code>,
    },
    {
      id: "schema",
      header: "Input form",
      cell: ({ row }) =>
        row.original.input_schema ? (
          <Badge tone="success">From schema</Badge>
        ) : (
          <Badge>JSON only</Badge>
        ),
    },
    {
      id: "actions",
      header: "Actions",
      cell: ({ row }) => (
        <FlowRowActions
          flow={row.original}
          canEdit={canEdit}
          deleting={remove.isPending && remove.variables?.id === row.original.id}
          onEdit={(flow) => {
            setNotice(undefined);
            setEditing({ mode: "edit", flow });
          }}
          onDelete={(flow) => remove.mutate(flow)}
        />
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div aria-live="polite" className="space-y-2">
        {notice ? <Alert tone="success" title={notice} /> : null}
        {remove.isError ? (
          <Alert tone="error" title="The flow was not deleted">
            <p>{remove.error.message}</p>
          </Alert>
        ) : null}
      </div>
      {canEdit && !editing ? (
        <Button onClick={() => setEditing({ mode: "new" })}>Register a flow</Button>
      ) : null}
      {canEdit && editing ? (
        <FlowEditorForm
          key={editing.mode === "edit" ? editing.flow.id : "new"}
          flow={editing.mode === "edit" ? editing.flow : undefined}
          onCancel={() => setEditing(null)}
          onDone={(message) => {
            setNotice(message);
            setEditing(null);
          }}
        />
      ) : null}
      <DataTable
        caption="Registered flows"
        columns={columns}
        data={flows.data ?? []}
        getRowId={(flow) => flow.id}
        isLoading={flows.isPending}
        error={flows.error}
        emptyMessage="No flow is registered yet."
      />
    </div>
  );
}
