"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "@/components/ui/dialog";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { Webhook } from "@/lib/api/schemas/webhook";
import { deleteWebhook } from "@/lib/queries/webhooks";

export interface DeleteWebhookDialogProps {
  webhook: Webhook | null;
  isConsoleWebhook: boolean;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

/** Deleting is final and immediate (spec 4.15), so it is confirmed with what it means. */
export function DeleteWebhookDialog({
  webhook,
  isConsoleWebhook,
  onClose,
  onDeleted,
}: DeleteWebhookDialogProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => deleteWebhook(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["webhooks"] });
      onDeleted(`Webhook deleted: ${webhook?.webhook_url ?? ""}`);
    },
  });
  return (
    <Dialog
      open={webhook !== null}
      title="Delete webhook?"
      onClose={() => {
        mutation.reset();
        onClose();
      }}
      description={
        <>
          Deliveries to <span className="font-mono break-all">{webhook?.webhook_url}</span> stop at
          once, including retries already queued. This cannot be undone.
          {isConsoleWebhook
            ? " It is this console's own webhook: live updates then come from polling only."
            : null}
        </>
      }
    >
      <div aria-live="polite">
        {mutation.error ? (
          <Alert tone="error" title="The webhook could not be deleted">
            {mutation.error.message}
          </Alert>
        ) : null}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={mutation.isPending || !webhook}
          onClick={() => webhook && mutation.mutate(webhook.id)}
        >
          {mutation.isPending ? "Deleting…" : "Delete webhook"}
        </Button>
      </div>
    </Dialog>
  );
}
