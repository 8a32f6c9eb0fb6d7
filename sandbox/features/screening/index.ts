import type { FeatureFactory } from "../../core/context";

// Placeholder until the screening feature lands: no routes, no seed.
export const createScreeningFeature: FeatureFactory = () => ({
  name: "screening",
  routes: [],
  reset() {},
  seedSummary: () => ({}),
});
