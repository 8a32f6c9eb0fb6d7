import type { FeatureFactory } from "../core/context";
import { createBlockedFeature } from "./blocked";
import { createCddFeature } from "./cdd";
import { createFlowsFeature } from "./flows";
import { createMonitoringFeature } from "./monitoring";
import { createScreeningFeature } from "./screening";
import { createWebhooksFeature } from "./webhooks";

/** Every feature of the simulator; the webhook feature subscribes to the others' events. */
export const featureFactories: FeatureFactory[] = [
  createFlowsFeature,
  createCddFeature,
  createScreeningFeature,
  createMonitoringFeature,
  createBlockedFeature,
  createWebhooksFeature,
];
