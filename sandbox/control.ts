import { z } from "zod";
import type { Feature, SandboxContext } from "./core/context";
import { familyError, HttpError } from "./core/errors";
import { isEventType, type EventType } from "./core/events";
import { faultsSchema, noFaults, type Faults } from "./core/faults";
import { json, readJsonObject, type Route } from "./core/http";
import { requestCounts, resetRequestCounts } from "./core/request-counts";

interface ControlDeps {
  context: SandboxContext;
  features: Feature[];
  sandbox: { faults: Faults; setFaults(faults: Faults): void; reset(): void };
}

const clockBody = z
  .object({
    pause: z.boolean().optional(),
    speed: z.number().positive().max(100_000).optional(),
    advance_ms: z
      .number()
      .int()
      .min(0)
      .max(400 * 24 * 60 * 60 * 1000)
      .optional(),
  })
  .strict();

const fireBody = z
  .object({
    type: z.string(),
    customer_id: z.string().optional(),
    target_id: z.string().optional(),
  })
  .strict();

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const message = result.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`);
    throw new HttpError(400, { error: message.join("; ") });
  }
  return result.data;
}

/**
 * The control plane under `/_sandbox/`: not part of the spec, for tests and demos. It needs no API
 * key; the sandbox listens on loopback only unless SANDBOX_HOST says otherwise.
 */
export function createControlRoutes({ context, features, sandbox }: ControlDeps): Route[] {
  const { clock } = context;
  const clockState = () => ({
    now: clock.iso(),
    speed: clock.speed,
    paused: clock.paused,
    pending_timers: clock.pending,
  });
  const control = { family: "error", control: true } as const;

  return [
    {
      ...control,
      method: "GET",
      path: "/_sandbox/seed",
      handler: () =>
        json(200, {
          seed: context.config.seed,
          customers: context.customers.map((customer) => ({
            id: customer.id,
            name: customer.name,
            api_key: customer.apiKey,
            ...Object.assign({}, ...features.map((feature) => feature.seedSummary(customer.id))),
          })),
        }),
    },
    {
      ...control,
      method: "POST",
      path: "/_sandbox/reset",
      handler: () => {
        sandbox.reset();
        sandbox.setFaults(noFaults);
        return json(200, { reset: true, ...clockState() });
      },
    },
    { ...control, method: "GET", path: "/_sandbox/clock", handler: () => json(200, clockState()) },
    {
      ...control,
      method: "GET",
      path: "/_sandbox/requests",
      handler: (ctx) => json(200, { counts: requestCounts(ctx.query.get("path") ?? "") }),
    },
    {
      ...control,
      method: "DELETE",
      path: "/_sandbox/requests",
      handler: () => {
        resetRequestCounts();
        return json(200, { counts: {} });
      },
    },
    {
      ...control,
      method: "POST",
      path: "/_sandbox/clock",
      handler: async (ctx) => {
        const body = parse(clockBody, await readJsonObject(ctx, { optional: true }));
        if (body.speed !== undefined) clock.setSpeed(body.speed);
        if (body.pause === true) clock.pause();
        if (body.pause === false) clock.resume();
        if (body.advance_ms !== undefined) clock.advance(body.advance_ms);
        return json(200, clockState());
      },
    },
    {
      ...control,
      method: "GET",
      path: "/_sandbox/faults",
      handler: () => json(200, sandbox.faults),
    },
    {
      ...control,
      method: "PUT",
      path: "/_sandbox/faults",
      handler: async (ctx) => {
        sandbox.setFaults(parse(faultsSchema, await readJsonObject(ctx)));
        return json(200, sandbox.faults);
      },
    },
    {
      ...control,
      method: "DELETE",
      path: "/_sandbox/faults",
      handler: () => {
        sandbox.setFaults(noFaults);
        return json(200, sandbox.faults);
      },
    },
    {
      ...control,
      method: "POST",
      path: "/_sandbox/events",
      handler: async (ctx) => {
        const body = parse(fireBody, await readJsonObject(ctx));
        if (!isEventType(body.type))
          throw familyError("error", 400, `Unknown event type: ${body.type}`);
        const customerId = body.customer_id ?? context.customers[0].id;
        if (!context.customers.some((customer) => customer.id === customerId)) {
          throw familyError("error", 404, `Unknown customer: ${customerId}`);
        }
        const fire = features.find((feature) => feature.fire?.[body.type as EventType])?.fire?.[
          body.type as EventType
        ];
        if (!fire) throw familyError("error", 501, `No feature fires ${body.type} yet`);
        const before = context.bus.recent.length;
        const targetId = fire(customerId, body.target_id);
        const fired = context.bus.recent.slice(before).map((event) => event.id);
        return json(200, {
          type: body.type,
          customer_id: customerId,
          target_id: targetId,
          event_ids: fired,
        });
      },
    },
    {
      ...control,
      method: "GET",
      path: "/_sandbox/events",
      handler: (ctx) => {
        const type = ctx.query.get("type");
        const customerId = ctx.query.get("customer_id");
        const events = context.bus.recent.filter(
          (event) =>
            (!type || event.type === type) && (!customerId || event.customerId === customerId),
        );
        return json(200, {
          items: events.map((event) => ({
            id: event.id,
            type: event.type,
            customer_id: event.customerId,
            target_type: event.targetType,
            target_id: event.targetId,
            occurred_at: event.occurredAt,
            occurred_at_real: event.occurredAtReal,
          })),
        });
      },
    },
  ];
}
