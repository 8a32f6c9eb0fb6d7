"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { WEBHOOK_EVENT_TYPES, type Webhook } from "@/lib/api/schemas/webhook";
import { createWebhook, updateWebhook } from "@/lib/queries/webhooks";
import {
  formValuesFor,
  toCreateBody,
  toPatchBody,
  webhookFormSchema,
  type WebhookFormValues,
} from "@/lib/webhooks/form";
import { generateWebhookSecret } from "@/lib/webhooks/secret";
import { EventCheckboxes } from "./event-checkboxes";
import { SecretChoice } from "./secret-choice";
import { SecretReveal } from "./secret-reveal";

export interface WebhookFormProps {
  /** Absent: create a webhook. */
  webhook?: Webhook;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Create or edit a webhook; an edit sends only what changed. */
export function WebhookForm({ webhook, onDone, onCancel }: WebhookFormProps) {
  const queryClient = useQueryClient();
  const [unchanged, setUnchanged] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<WebhookFormValues>({
    resolver: zodResolver(webhookFormSchema),
    defaultValues: formValuesFor(webhook),
  });
  const secretChoice = useWatch({ control, name: "secretChoice" });
  const mutation = useMutation({
    mutationFn: async (values: WebhookFormValues) => {
      // Made at submit time in the browser (Web Crypto), shown once below, never stored here.
      const generated = generateWebhookSecret();
      const shown = values.secretChoice === "generate" ? generated : null;
      const saved = webhook
        ? await updateWebhook(webhook.id, toPatchBody(webhook, values, generated))
        : await createWebhook(toCreateBody(values, generated));
      return { saved, shown };
    },
    onSuccess: ({ saved, shown }) => {
      void queryClient.invalidateQueries({ queryKey: ["webhooks"] });
      if (!shown) onDone(`Webhook ${webhook ? "updated" : "created"}: ${saved.webhook_url}`);
    },
  });

  if (mutation.data?.shown) {
    const { saved, shown } = mutation.data;
    return (
      <SecretReveal
        secret={shown}
        onDone={() => onDone(`Webhook ${webhook ? "updated" : "created"}: ${saved.webhook_url}`)}
      />
    );
  }

  const submit = handleSubmit((values) => {
    if (
      webhook &&
      Object.keys(toPatchBody(webhook, values, "")).length === 0 &&
      values.secretChoice === "keep"
    ) {
      setUnchanged(true);
      return;
    }
    setUnchanged(false);
    mutation.mutate(values);
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <TextField
        label="Webhook URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        hint="https://… ; plain http only to this machine (127.0.0.1, localhost or [::1])."
        error={errors.webhook_url?.message}
        {...register("webhook_url")}
      />
      <EventCheckboxes
        registration={register("events")}
        error={errors.events?.message}
        onSelectAll={() => setValue("events", [...WEBHOOK_EVENT_TYPES], { shouldValidate: true })}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register("is_active")} />
        Active: the service delivers events to it
      </label>
      <SecretChoice
        mode={webhook ? "edit" : "create"}
        hasSecret={webhook?.has_secret === true}
        choice={secretChoice}
        choiceRegistration={register("secretChoice")}
        secretRegistration={register("secret")}
        secretError={errors.secret?.message}
      />
      <div aria-live="polite">
        {mutation.error ? (
          <Alert tone="error" title={`The webhook could not be ${webhook ? "saved" : "created"}`}>
            {mutation.error.message}
          </Alert>
        ) : null}
        {unchanged ? <Alert title="Nothing changed">Change a field, or cancel.</Alert> : null}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Saving…" : webhook ? "Save changes" : "Create webhook"}
        </Button>
      </div>
    </form>
  );
}
