import { json, noContent, readJsonObject, type Route } from "../../core/http";
import type { Deliverer } from "./delivery";
import type { WebhookStore } from "./store";
import { toView } from "./types";
import { createWebhookBody, parseBody, patchWebhookBody } from "./validation";

/** Webhook management (spec 4.15); statuses and error bodies per docs/spec-assumptions.md. */
export function webhookRoutes(store: WebhookStore, deliverer: Deliverer): Route[] {
  const family = "error" as const;
  return [
    {
      method: "POST",
      path: "/webhooks",
      family,
      handler: async (ctx) => {
        const body = parseBody(createWebhookBody, await readJsonObject(ctx));
        return json(201, toView(store.create(ctx.customer.id, body)));
      },
    },
    {
      method: "GET",
      path: "/webhooks",
      family,
      handler: (ctx) => json(200, { items: store.list(ctx.customer.id).map(toView) }),
    },
    {
      method: "GET",
      path: "/webhooks/:webhookId",
      family,
      handler: (ctx) => json(200, toView(store.get(ctx.customer.id, ctx.params.webhookId))),
    },
    {
      method: "PATCH",
      path: "/webhooks/:webhookId",
      family,
      handler: async (ctx) => {
        store.get(ctx.customer.id, ctx.params.webhookId);
        const patch = parseBody(patchWebhookBody, await readJsonObject(ctx));
        const webhook = store.update(ctx.customer.id, ctx.params.webhookId, patch);
        // A disabled webhook receives nothing, not even retries of earlier deliveries.
        if (!webhook.is_active) deliverer.cancelWebhook(webhook.id);
        return json(200, toView(webhook));
      },
    },
    {
      method: "DELETE",
      path: "/webhooks/:webhookId",
      family,
      handler: (ctx) => {
        const webhook = store.remove(ctx.customer.id, ctx.params.webhookId);
        deliverer.cancelWebhook(webhook.id);
        return noContent();
      },
    },
  ];
}
