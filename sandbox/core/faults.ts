import { z } from "zod";

/**
 * Fault injection for tests and demos (control plane `PUT /_sandbox/faults`, or `SANDBOX_FAULTS`
 * as the same JSON). Faults apply to the spec's routes only, never to the control plane.
 */
export const faultsSchema = z
  .object({
    /** Probability (0..1) that a matching request fails with one of `statuses`. */
    error_rate: z.number().min(0).max(1).default(0),
    statuses: z.array(z.number().int().min(500).max(599)).min(1).default([500, 503]),
    /** Only these methods are affected (all when empty). */
    methods: z.array(z.enum(["GET", "POST", "PATCH", "PUT", "DELETE"])).default([]),
    /** Only paths starting with one of these prefixes are affected (all when empty). */
    routes: z.array(z.string().startsWith("/")).default([]),
    /** Added to every matching response. */
    latency_ms: z.number().int().min(0).max(600_000).default(0),
    /** Matching requests never get an answer (the connection stays open until the client gives up). */
    hang: z.boolean().default(false),
    /** API keys answered with 401 as if revoked. */
    revoked_keys: z.array(z.string()).default([]),
  })
  .strict();

export type Faults = z.infer<typeof faultsSchema>;

export const noFaults: Faults = faultsSchema.parse({});

export function faultApplies(faults: Faults, method: string, pathname: string): boolean {
  const methodMatches = faults.methods.length === 0 || faults.methods.includes(method as never);
  const routeMatches =
    faults.routes.length === 0 || faults.routes.some((prefix) => pathname.startsWith(prefix));
  return methodMatches && routeMatches;
}

export function parseFaultsEnv(value: string | undefined): Faults {
  if (!value) return noFaults;
  try {
    return faultsSchema.parse(JSON.parse(value));
  } catch (error) {
    throw new Error(`SANDBOX_FAULTS is not valid fault JSON: ${String(error)}`);
  }
}
