import type { FeatureFactory } from "../../core/context";
import { deliveriesRoute } from "./deliveries-route";
import { Deliverer } from "./delivery";
import { webhookRoutes } from "./routes";
import { WebhookStore } from "./store";

/** Webhooks (spec 2.11, 4.15) and the signed deliveries of every feature's events (spec §5, §6). */
export const createWebhooksFeature: FeatureFactory = (context) => {
  const store = new WebhookStore();
  const deliverer = new Deliverer(context, store);
  let unsubscribe: (() => void) | undefined;
  const subscribe = () => {
    unsubscribe ??= context.bus.subscribe((event) => deliverer.handle(event));
  };
  subscribe();
  return {
    name: "webhooks",
    routes: [...webhookRoutes(store, deliverer), deliveriesRoute(deliverer)],
    reset() {
      deliverer.cancelAll();
      deliverer.clearLog();
      store.clear();
      subscribe();
    },
    seedSummary: () => ({}),
    stop() {
      deliverer.cancelAll();
      unsubscribe?.();
      unsubscribe = undefined;
    },
  };
};
