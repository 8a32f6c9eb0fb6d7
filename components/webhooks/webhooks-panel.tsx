"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useId, useMemo, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DataTable } from "@/components/data-table/data-table";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { MAX_WEBHOOKS, type Webhook } from "@/lib/api/schemas/webhook";
import { consoleConnectionQuery, updateWebhook, webhooksQuery } from "@/lib/queries/webhooks";
import { ConsoleConnectionPanel } from "./console-connection-panel";
import { DeleteWebhookDialog } from "./delete-webhook-dialog";
import { webhookColumns } from "./webhook-columns";
import { WebhookForm } from "./webhook-form";

type Editing = { kind: "create" } | { kind: "edit"; webhook: Webhook } | null;

/** /settings/webhooks: the service's webhooks, the console's own connection, and their changes. */
export function WebhooksPanel() {
  const queryClient = useQueryClient();
  const limitId = useId();
  const { data, error, isLoading } = useQuery(webhooksQuery);
  const { data: connection } = useQuery(consoleConnectionQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);

  const toggle = useMutation({
    mutationFn: (webhook: Webhook) => updateWebhook(webhook.id, { is_active: !webhook.is_active }),
    onSuccess: (saved) => {
      setFeedback(`Webhook ${saved.is_active ? "activated" : "deactivated"}: ${saved.webhook_url}`);
      void queryClient.invalidateQueries({ queryKey: ["webhooks"] });
    },
  });

  const consoleWebhookId = connection?.webhookId ?? null;
  const busyId = toggle.isPending ? (toggle.variables?.id ?? null) : null;
  const toggleWebhook = toggle.mutate;
  const columns = useMemo(
    () =>
      webhookColumns({
        consoleWebhookId,
        busyId,
        onToggle: (webhook) => toggleWebhook(webhook),
        onEdit: (webhook) => setEditing({ kind: "edit", webhook }),
        onDelete: setDeleting,
      }),
    [consoleWebhookId, busyId, toggleWebhook],
  );

  const items = data?.items ?? [];
  const atLimit = items.length >= MAX_WEBHOOKS;
  const done = (message: string) => {
    setEditing(null);
    setDeleting(null);
    setFeedback(message);
  };

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Webhooks</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Endpoints the compliance service sends signed event deliveries to.{" "}
          <Link href="/settings/events" className="text-indigo-700 underline dark:text-indigo-300">
            Received events
          </Link>{" "}
          lists what reached this console.
        </p>
      </div>
      <ConsoleConnectionPanel />
      <section aria-labelledby="webhook-list-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="webhook-list-heading" className="font-semibold">
              Registered webhooks
            </h2>
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="webhook-count">
              {data ? `${items.length} of ${MAX_WEBHOOKS} webhooks` : "…"}
            </p>
          </div>
          <Button
            disabled={!data || atLimit}
            aria-describedby={atLimit ? limitId : undefined}
            onClick={() => setEditing({ kind: "create" })}
          >
            Create webhook
          </Button>
        </div>
        {atLimit ? (
          <p id={limitId} className="text-sm text-amber-900 dark:text-amber-200">
            The service allows at most {MAX_WEBHOOKS} webhooks. Delete one to create another.
          </p>
        ) : null}
        <div aria-live="polite">
          {feedback ? <Alert tone="success" title={feedback} /> : null}
          {toggle.error ? (
            <Alert tone="error" title="The webhook could not be changed">
              {toggle.error.message}
            </Alert>
          ) : null}
        </div>
        <DataTable
          caption="Webhooks registered with the compliance service"
          columns={columns}
          data={items}
          getRowId={(webhook) => webhook.id}
          isLoading={isLoading}
          error={error}
          emptyMessage="No webhooks yet. Connect this console, or create one for another receiver."
        />
      </section>
      <Dialog
        open={editing !== null}
        title={editing?.kind === "edit" ? "Edit webhook" : "Create webhook"}
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <WebhookForm
            webhook={editing.kind === "edit" ? editing.webhook : undefined}
            onDone={done}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <DeleteWebhookDialog
        webhook={deleting}
        isConsoleWebhook={deleting !== null && deleting.id === consoleWebhookId}
        onClose={() => setDeleting(null)}
        onDeleted={done}
      />
    </div>
  );
}
