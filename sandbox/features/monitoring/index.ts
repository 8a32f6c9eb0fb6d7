import type { FeatureFactory } from "../../core/context";

// Placeholder until the monitoring feature lands: no routes, no seed.
export const createMonitoringFeature: FeatureFactory = () => ({
  name: "monitoring",
  routes: [],
  reset() {},
  seedSummary: () => ({}),
});
