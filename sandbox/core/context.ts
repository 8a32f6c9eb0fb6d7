import type { SandboxClock } from "./clock";
import type { EventBus, EventType, SandboxEvent } from "./events";
import type { Customer, Route } from "./http";
import type { Rng } from "./random";

export interface SandboxConfig {
  host: string;
  port: number;
  customers: Customer[];
  speed: number;
  seed: number;
  /** Sandbox time at start (ms); the wall clock when absent. */
  start?: number;
  /** Sandbox milliseconds between two automatic monitoring executions. */
  monitoringIntervalMs: number;
  /** Real milliseconds a webhook delivery waits for an answer. */
  deliveryTimeoutMs: number;
  /** Real milliseconds before each retry of a delivery that got no 2xx answer. */
  deliveryRetryDelaysMs: number[];
  quiet: boolean;
  /**
   * `default` answers with the choices of docs/spec-assumptions.md; `alternate` flips every point
   * the spec leaves open to another plausible choice (sandbox/dialect), so the console's tolerance
   * is tested against a service that chose differently.
   */
  dialect: "default" | "alternate";
  /** Real milliseconds `POST /cdds` waits after creating the case, before it answers. */
  cddCreateDelayMs: number;
}

/** What every feature module is given: time, customers, seeded randomness and the event bus. */
export interface SandboxContext {
  config: SandboxConfig;
  clock: SandboxClock;
  customers: Customer[];
  bus: EventBus;
  /** Start of the UTC day the sandbox started in: seed timestamps are offsets back from it. */
  anchor: number;
  /** A seeded random stream, the same for the same seed and label on every start. */
  rng(label: string): Rng;
  /** Publishes an event about a state change that just happened. */
  emit(customerId: string, type: EventType, targetId: string, payload: unknown): SandboxEvent;
  log(message: string): void;
}

/** Customer id → that customer's state, rebuilt from seed on reset. */
export type PerCustomer<T> = Map<string, T>;

export interface Feature {
  name: string;
  routes: Route[];
  /** Rebuilds the feature's state from seed (start and reset); timers were already cleared. */
  reset(): void;
  /** The feature's seeded ids for `GET /_sandbox/seed`. */
  seedSummary(customerId: string): Record<string, unknown>;
  /**
   * Fires an event of `type` now, about `targetId` or a fitting target the feature picks or makes;
   * returns the target id. Throws an HttpError (404) for an unknown target.
   */
  fire?: Partial<Record<EventType, (customerId: string, targetId?: string) => string>>;
  stop?(): void;
}

export type FeatureFactory = (ctx: SandboxContext) => Feature;
