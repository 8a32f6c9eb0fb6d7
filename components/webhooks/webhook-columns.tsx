"use client";

import { DateTime } from "@/components/ui/date-time";
import type { DataTableColumn } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { WEBHOOK_EVENT_TYPES, type Webhook } from "@/lib/api/schemas/webhook";

export interface WebhookColumnsOptions {
  consoleWebhookId: string | null;
  busyId: string | null;
  onToggle: (webhook: Webhook) => void;
  onEdit: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

export function webhookColumns(options: WebhookColumnsOptions): DataTableColumn<Webhook>[] {
  return [
    {
      id: "url",
      header: "Endpoint",
      cell: ({ row }) => (
        <div className="flex max-w-md flex-col items-start gap-1">
          <span className="font-mono text-xs break-all">{row.original.webhook_url}</span>
          {row.original.id === options.consoleWebhookId ? (
            <Badge tone="accent">This console</Badge>
          ) : null}
        </div>
      ),
    },
    {
      id: "active",
      header: "Active",
      cell: ({ row }) =>
        row.original.is_active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>,
    },
    {
      id: "events",
      header: "Events",
      cell: ({ row }) => (
        <details>
          <summary className="cursor-pointer">
            {row.original.events.length} of {WEBHOOK_EVENT_TYPES.length}
          </summary>
          <ul className="mt-1 font-mono text-xs">
            {row.original.events.map((event) => (
              <li key={event}>{event}</li>
            ))}
          </ul>
        </details>
      ),
    },
    {
      id: "secret",
      header: "Secret",
      cell: ({ row }) =>
        row.original.has_secret ? (
          <Badge tone="success">Set</Badge>
        ) : (
          <Badge tone="warning">None</Badge>
        ),
    },
    { id: "status", header: "Status", cell: ({ row }) => row.original.status ?? "—" },
    {
      id: "lastDelivery",
      header: "Last delivery",
      cell: ({ row }) => {
        const at = row.original.last_delivery_at;
        if (!at) return <span className="text-slate-600 dark:text-slate-400">Never</span>;
        const status = row.original.last_delivery_status;
        return (
          <div className="flex flex-col items-start gap-1">
            <DateTime iso={at} />
            {status ? (
              <Badge tone={status === "success" ? "success" : "danger"}>{status}</Badge>
            ) : null}
          </div>
        );
      },
    },
    {
      id: "actions",
      header: "Actions",
      cell: ({ row }) => {
        const webhook = row.original;
        const target = <span className="sr-only"> {webhook.webhook_url}</span>;
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={options.busyId === webhook.id}
              onClick={() => options.onToggle(webhook)}
            >
              {webhook.is_active ? "Deactivate" : "Activate"}
              {target}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => options.onEdit(webhook)}>
              Edit{target}
            </Button>
            <Button size="sm" variant="danger" onClick={() => options.onDelete(webhook)}>
              Delete{target}
            </Button>
          </div>
        );
      },
    },
  ];
}
