import { z } from "zod";
import { HttpError } from "../../core/errors";
import { eventTypes, isEventType, type EventType } from "../../core/events";

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Why a URL cannot receive deliveries, or undefined when it can. Plain http is allowed to this
 * machine only, so a console running locally can receive without a certificate.
 */
export function webhookUrlProblem(value: string): string | undefined {
  if (value.length > 2048) return "webhook_url must be at most 2048 characters";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "webhook_url must be an absolute URL, e.g. https://example.com/hooks/compliance";
  }
  if (url.username || url.password) return "webhook_url must not contain credentials";
  if (url.protocol === "https:" && url.hostname) return undefined;
  if (url.protocol === "http:" && loopbackHosts.has(url.hostname)) return undefined;
  return "webhook_url must be an HTTPS URL (plain http is allowed only for 127.0.0.1, localhost and [::1])";
}

const requiredString = (field: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined ? `${field} is required` : `${field} must be a string`,
  });

const webhookUrl = requiredString("webhook_url").superRefine((value, ctx) => {
  const problem = webhookUrlProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

const events = z
  .array(z.string({ error: "events must contain only event type strings" }), {
    error: (issue) =>
      issue.input === undefined ? "events is required" : "events must be an array of event types",
  })
  .min(1, "events must name at least one event type")
  .superRefine((list, ctx) => {
    for (const type of list.filter((value) => !isEventType(value))) {
      ctx.addIssue({
        code: "custom",
        message: `events: unknown event type "${type}" (expected one of ${eventTypes.join(", ")})`,
      });
    }
  })
  // A type listed twice is one subscription: it is delivered once.
  .transform((list) => [...new Set(list)] as EventType[]);

const isActive = z.boolean({ error: "is_active must be true or false" });
const secret = z
  .string({ error: "secret must be a string" })
  .max(1024, "secret must be at most 1024 characters");

const unknownFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys" ? `Unknown field(s): ${issue.keys?.join(", ")}` : undefined,
};

export const createWebhookBody = z.strictObject(
  { webhook_url: webhookUrl, events, is_active: isActive.optional(), secret: secret.optional() },
  unknownFields,
);

// PATCH changes only the fields sent; an empty secret is meaningful (it removes the secret).
export const patchWebhookBody = z.strictObject(
  {
    webhook_url: webhookUrl.optional(),
    events: events.optional(),
    is_active: isActive.optional(),
    secret: secret.optional(),
  },
  unknownFields,
);

/** Parses a body or answers 400 `{ error }` naming every problem (docs/spec-assumptions.md). */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new HttpError(400, { error: result.error.issues.map((issue) => issue.message).join("; ") });
}
