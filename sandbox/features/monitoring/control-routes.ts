import { z } from "zod";
import type { SandboxContext } from "../../core/context";
import { familyError, HttpError } from "../../core/errors";
import { json, readJsonObject, type Route } from "../../core/http";
import type { MonitoringRunner } from "./runner";
import type { MonitoringStore } from "./store";

const runBody = z
  .object({
    monitoring_id: z.string().min(1).optional(),
    alert: z.boolean().optional(),
    customer_id: z.string().min(1).optional(),
  })
  .strict();

function parseRunBody(body: unknown): z.infer<typeof runBody> {
  const result = runBody.safeParse(body ?? {});
  if (result.success) return result.data;
  const message = result.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`);
  throw new HttpError(400, { error: message.join("; ") });
}

/** Control plane of monitoring (not in the spec): for tests and demos that cannot wait for the clock. */
export function monitoringControlRoutes(
  context: SandboxContext,
  store: MonitoringStore,
  runner: MonitoringRunner,
): Route[] {
  const control = { family: "error", control: true } as const;
  return [
    {
      ...control,
      method: "POST",
      path: "/_sandbox/monitoring-alerts/:alertId/acknowledge",
      handler: (ctx) => {
        const alert = store.findAlert(ctx.params.alertId);
        if (!alert) throw familyError("error", 404, "Monitoring alert not found");
        alert.acknowledged_at ??= context.clock.iso();
        return json(200, alert);
      },
    },
    {
      ...control,
      method: "POST",
      path: "/_sandbox/monitorings/run",
      handler: async (ctx) => {
        const body = parseRunBody(await readJsonObject(ctx, { optional: true }));
        // A named monitoring tells the customer; otherwise the one asked for, or the first.
        const customerId =
          (body.monitoring_id &&
            store
              .customerIds()
              .find((id) => store.of(id).monitorings.some((m) => m.id === body.monitoring_id))) ||
          body.customer_id ||
          context.customers[0].id;
        if (!context.customers.some((customer) => customer.id === customerId)) {
          throw familyError("error", 404, `Unknown customer: ${customerId}`);
        }
        const outcome = runner.runNow(customerId, body.monitoring_id, body.alert);
        return json(200, outcome);
      },
    },
  ];
}
