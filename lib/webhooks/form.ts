import { z } from "zod";
import {
  webhookCreateBodySchema,
  webhookEventTypeSchema,
  type Webhook,
  type WebhookCreateBody,
  type WebhookPatchBody,
} from "@/lib/api/schemas/webhook";

/**
 * The webhook form: what an admin chooses, and the request body each choice becomes. The server
 * re-parses the body with the API schemas (webhookCreateBodySchema / webhookPatchBodySchema).
 *
 * Secret choices: on create, `generate` (a strong secret shown once) or `enter`; on edit, the
 * three explicit choices keep, replace (`generate` or `enter`) and remove.
 */
export const SECRET_CHOICES = ["keep", "generate", "enter", "remove"] as const;
export type SecretChoice = (typeof SECRET_CHOICES)[number];

export const MIN_ENTERED_SECRET_LENGTH = 16;

export const webhookFormSchema = z
  .object({
    webhook_url: webhookCreateBodySchema.shape.webhook_url,
    events: z
      .array(webhookEventTypeSchema, { error: "Choose at least one event" })
      .min(1, "Choose at least one event"),
    is_active: z.boolean(),
    secretChoice: z.enum(SECRET_CHOICES),
    secret: z.string().max(512, "The secret must be at most 512 characters"),
  })
  .superRefine((values, ctx) => {
    if (values.secretChoice === "enter" && values.secret.length < MIN_ENTERED_SECRET_LENGTH) {
      ctx.addIssue({
        code: "custom",
        path: ["secret"],
        message: `Enter a secret of at least ${MIN_ENTERED_SECRET_LENGTH} characters, or let the console generate one`,
      });
    }
  });
export type WebhookFormValues = z.infer<typeof webhookFormSchema>;

export function formValuesFor(webhook?: Webhook): WebhookFormValues {
  if (!webhook) {
    return { webhook_url: "", events: [], is_active: true, secretChoice: "generate", secret: "" };
  }
  const events = webhook.events.filter((event) => webhookEventTypeSchema.safeParse(event).success);
  return {
    webhook_url: webhook.webhook_url,
    events: events as WebhookFormValues["events"],
    is_active: webhook.is_active,
    secretChoice: "keep",
    secret: "",
  };
}

/** The secret to send, for the choices that set one; `generated` is made at submit time. */
function chosenSecret(values: WebhookFormValues, generated: string): string | undefined {
  if (values.secretChoice === "generate") return generated;
  if (values.secretChoice === "enter") return values.secret;
  return undefined;
}

export function toCreateBody(values: WebhookFormValues, generated: string): WebhookCreateBody {
  return {
    webhook_url: values.webhook_url.trim(),
    events: values.events,
    is_active: values.is_active,
    secret: chosenSecret(values, generated),
  };
}

/** Only what changed: spec 4.15 updates exactly the fields sent. */
export function toPatchBody(
  original: Webhook,
  values: WebhookFormValues,
  generated: string,
): WebhookPatchBody {
  const patch: WebhookPatchBody = {};
  const url = values.webhook_url.trim();
  if (url !== original.webhook_url) patch.webhook_url = url;
  const before = [...original.events].sort().join();
  if ([...values.events].sort().join() !== before) patch.events = values.events;
  if (values.is_active !== original.is_active) patch.is_active = values.is_active;
  if (values.secretChoice === "remove") patch.secret = "";
  else {
    const secret = chosenSecret(values, generated);
    if (secret !== undefined) patch.secret = secret;
  }
  return patch;
}
