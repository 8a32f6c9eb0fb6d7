import type { FeatureFactory } from "../../core/context";

// Placeholder until the blocked feature lands: no routes, no seed.
export const createBlockedFeature: FeatureFactory = () => ({
  name: "blocked",
  routes: [],
  reset() {},
  seedSummary: () => ({}),
});
