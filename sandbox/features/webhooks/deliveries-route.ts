import { json, type Route } from "../../core/http";
import type { Deliverer } from "./delivery";

/**
 * `GET /_sandbox/deliveries?webhook_id=&event_type=&customer_id=&event_id=`: every delivery attempt,
 * oldest first, so tests and demos can see retries and failures the receiver never saw.
 */
export function deliveriesRoute(deliverer: Deliverer): Route {
  return {
    method: "GET",
    path: "/_sandbox/deliveries",
    family: "error",
    control: true,
    handler: (ctx) => {
      const filters = (["webhook_id", "event_type", "customer_id", "event_id"] as const)
        .map((name) => [name, ctx.query.get(name)] as const)
        .filter(([, value]) => value);
      const items = deliverer.log.filter((attempt) =>
        filters.every(([name, value]) => attempt[name] === value),
      );
      return json(200, { items });
    },
  };
}
