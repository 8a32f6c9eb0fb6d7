import type { FeatureFactory } from "../../core/context";

// Placeholder until the cdd feature lands: no routes, no seed.
export const createCddFeature: FeatureFactory = () => ({
  name: "cdd",
  routes: [],
  reset() {},
  seedSummary: () => ({}),
});
