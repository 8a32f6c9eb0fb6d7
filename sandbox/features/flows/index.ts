import type { FeatureFactory } from "../../core/context";

// Placeholder until the flows feature lands: no routes, no seed.
export const createFlowsFeature: FeatureFactory = () => ({
  name: "flows",
  routes: [],
  reset() {},
  seedSummary: () => ({}),
});
