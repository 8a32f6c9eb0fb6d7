import type { FeatureFactory } from "../../core/context";

// Placeholder until the webhooks feature lands: no routes, no seed.
export const createWebhooksFeature: FeatureFactory = () => ({
  name: "webhooks",
  routes: [],
  reset() {},
  seedSummary: () => ({}),
});
