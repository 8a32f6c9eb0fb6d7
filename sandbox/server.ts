import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { SandboxClock } from "./core/clock";
import type { Feature, SandboxConfig, SandboxContext } from "./core/context";
import { familyError, HttpError } from "./core/errors";
import { EventBus, eventTargets } from "./core/events";
import { faultApplies, noFaults, type Faults } from "./core/faults";
import { familyOfPath, Router, type Reply, type RequestContext } from "./core/http";
import { createRng } from "./core/random";
import { countRequest } from "./core/request-counts";
import { createControlRoutes } from "./control";
import { createDialect } from "./dialect";
import { featureFactories } from "./features";

export interface Sandbox {
  url: string;
  port: number;
  context: SandboxContext;
  features: Feature[];
  faults: Faults;
  setFaults(faults: Faults): void;
  reset(): void;
  close(): Promise<void>;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Starts a sandbox on `config.host:config.port` (port 0 picks a free one, as tests do). */
export async function createSandbox(
  config: SandboxConfig,
  initialFaults = noFaults,
): Promise<Sandbox> {
  const clock = new SandboxClock({ speed: config.speed, start: config.start });
  const dialect = createDialect(config);
  const bus = new EventBus();
  const context: SandboxContext = {
    config,
    clock,
    bus,
    customers: config.customers,
    anchor: Math.floor(clock.now() / dayMs) * dayMs,
    rng: (label) => createRng(config.seed, label),
    emit: (customerId, type, targetId, payload) => {
      const event = {
        id: randomUUID(),
        customerId,
        type,
        targetType: eventTargets[type],
        targetId,
        occurredAt: clock.iso(),
        occurredAtReal: Date.now(),
        payload: dialect.eventPayload(payload),
      };
      bus.publish(event);
      return event;
    },
    log: (message) => {
      if (!config.quiet) console.log(`[sandbox] ${message}`);
    },
  };

  const features = featureFactories.map((factory) => factory(context));
  const sandbox = {
    faults: initialFaults,
    setFaults(faults: Faults) {
      sandbox.faults = faults;
    },
    reset() {
      clock.clear();
      bus.clear();
      for (const feature of features) feature.reset();
    },
  };
  const router = new Router();
  for (const feature of features) for (const route of feature.routes) router.add(route);
  for (const route of createControlRoutes({ context, features, sandbox })) router.add(route);
  sandbox.reset();

  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error("[sandbox] unhandled:", error);
      if (!res.headersSent) send(res, { status: 500, json: { error: "Internal error" } });
    });
  });
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://sandbox.local");
    const method = (req.method ?? "GET").toUpperCase();
    const control = url.pathname.startsWith("/_sandbox/");
    const served = control ? url.pathname : dialect.requestPath(method, url, req);
    const matched = served === undefined ? undefined : router.match(method, served);
    const family = typeof matched === "object" ? matched.route.family : familyOfPath(url.pathname);
    if (!control) countRequest(method, url.pathname);
    try {
      // Like the real service's gateway, the key is checked before anything else is revealed.
      const customer = control ? { id: "", name: "", apiKey: "" } : authenticate(req, family);
      if (matched === undefined)
        throw familyError(family, 404, `No such endpoint: ${method} ${url.pathname}`);
      if (matched === "method")
        throw familyError(family, 405, `Method ${method} is not allowed on ${url.pathname}`);
      const { route, params } = matched;
      const ctx: RequestContext = {
        req,
        method,
        url,
        params,
        query: url.searchParams,
        family,
        customer,
      };
      if (!route.control && faultApplies(sandbox.faults, method, url.pathname)) {
        const outcome = await applyFaults(ctx, res);
        if (outcome === "hung") return;
      }
      const reply = await route.handler(ctx);
      send(res, route.control ? reply : await dialect.reply(method, route.path, reply));
    } catch (error) {
      if (error instanceof HttpError) {
        send(res, { status: error.status, json: error.body, headers: error.headers });
        return;
      }
      console.error("[sandbox] handler failed:", error);
      send(res, { status: 500, json: familyError(family, 500, "Unexpected error").body });
    }
  }

  function authenticate(req: IncomingMessage, family: RequestContext["family"]) {
    const key = req.headers["x-api-key"];
    const customer =
      typeof key === "string" ? config.customers.find((c) => c.apiKey === key) : undefined;
    if (!customer || sandbox.faults.revoked_keys.includes(customer.apiKey)) {
      throw familyError(
        family,
        401,
        key ? "API key is invalid or revoked" : "X-API-KEY header is missing",
        "UNAUTHORIZED",
      );
    }
    return customer;
  }

  async function applyFaults(ctx: RequestContext, res: ServerResponse): Promise<"hung" | "go"> {
    const faults = sandbox.faults;
    if (faults.hang) {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return "hung";
    }
    if (faults.latency_ms > 0)
      await new Promise((resolve) => setTimeout(resolve, faults.latency_ms));
    if (faults.error_rate > 0 && Math.random() < faults.error_rate) {
      const status = faults.statuses[Math.floor(Math.random() * faults.statuses.length)];
      const body = familyError(
        ctx.family,
        status,
        "Injected fault: the service is unavailable",
      ).body;
      // GET /monitorings answers its 500s with empty list fields (spec 4.5).
      const extra = ctx.url.pathname.startsWith("/monitorings")
        ? { items: [], next_token: null }
        : {};
      throw new HttpError(status, { ...(body as object), ...extra });
    }
    return "go";
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  // With port 0 the OS picked one: features that build absolute URLs must see the real port.
  config.port = port;

  return Object.assign(sandbox, {
    url: `http://${config.host}:${port}`,
    port,
    context,
    features,
    async close() {
      clock.stop();
      for (const feature of features) feature.stop?.();
      for (const res of hanging) res.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string> = { ...reply.headers };
  let body: string | Uint8Array | undefined;
  if (reply.json !== undefined) {
    body = JSON.stringify(reply.json);
    headers["content-type"] ??= "application/json; charset=utf-8";
  } else if (reply.text !== undefined) {
    body = reply.text;
    headers["content-type"] ??= "text/plain; charset=utf-8";
  } else if (reply.binary !== undefined) {
    body = reply.binary;
    headers["content-type"] ??= "application/octet-stream";
  }
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  res.writeHead(reply.status, headers);
  res.end(body);
}
