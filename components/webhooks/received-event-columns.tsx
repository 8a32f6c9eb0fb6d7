"use client";

import { DateTime } from "@/components/ui/date-time";
import type { DataTableColumn } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ReceivedEvent } from "@/lib/webhooks/received-events-query";

export function receivedEventColumns(
  onView: (event: ReceivedEvent) => void,
): DataTableColumn<ReceivedEvent>[] {
  return [
    {
      id: "received",
      header: "Received",
      cell: ({ row }) => <DateTime iso={row.original.receivedAt} seconds />,
    },
    {
      id: "event",
      header: "Event",
      cell: ({ row }) => (
        <div className="flex flex-col">
          <code className="font-mono text-xs">
            {row.original.eventType ?? row.original.eventName ?? "unknown"}
          </code>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            id {row.original.eventId ?? "none"}
          </span>
        </div>
      ),
    },
    {
      id: "target",
      header: "Target",
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="text-xs">{row.original.targetType ?? "—"}</span>
          <span className="font-mono text-xs break-all">{row.original.targetId ?? "—"}</span>
        </div>
      ),
    },
    {
      id: "signature",
      header: "Signature",
      cell: ({ row }) =>
        row.original.signatureValid ? (
          <Badge tone="success">Valid</Badge>
        ) : (
          <Badge tone="danger">Invalid</Badge>
        ),
    },
    {
      id: "processing",
      header: "Processing",
      cell: ({ row }) => {
        const { signatureValid, processedAt, processError } = row.original;
        if (!signatureValid) return <span>Refused (401)</span>;
        if (processError) return <span title={processError}>Failed: {processError}</span>;
        return processedAt ? <span>Processed</span> : <span>Pending</span>;
      },
    },
    {
      id: "payload",
      header: "Payload",
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="secondary"
          className="whitespace-nowrap"
          onClick={() => onView(row.original)}
        >
          View payload<span className="sr-only"> of event {row.original.id}</span>
        </Button>
      ),
    },
  ];
}
