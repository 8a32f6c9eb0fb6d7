import type { IncomingMessage } from "node:http";
import type { SandboxConfig } from "../core/context";
import type { Reply } from "../core/http";
import { alternateMonitoring, alternateValues } from "./values";

/**
 * The answer layer between the features and the wire. The default dialect passes everything
 * through; the alternate one rewrites requests and answers so that every choice the spec leaves
 * open (docs/spec-assumptions.md, "Tolerant reading") is made differently, while the features'
 * state and behaviour stay the same.
 */
export interface Dialect {
  /** The path the router should serve, or undefined for a path this dialect does not have. */
  requestPath(method: string, url: URL, req: IncomingMessage): string | undefined;
  reply(method: string, routePath: string, reply: Reply): Promise<Reply>;
  /** An event payload as this dialect delivers it. */
  eventPayload(payload: unknown): unknown;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDialect(config: SandboxConfig): Dialect {
  const createDelay = async (method: string, routePath: string, reply: Reply) => {
    if (
      method === "POST" &&
      routePath === "/cdds" &&
      reply.status < 300 &&
      config.cddCreateDelayMs
    ) {
      await delay(config.cddCreateDelayMs);
    }
  };
  if (config.dialect === "default") {
    return {
      requestPath: (_method, url) => url.pathname,
      reply: async (method, routePath, reply) => {
        await createDelay(method, routePath, reply);
        return reply;
      },
      eventPayload: (payload) => payload,
    };
  }
  return {
    requestPath: (method, url, req) => alternateRequestPath(method, url, req),
    async reply(method, routePath, reply) {
      await createDelay(method, routePath, reply);
      return alternateReply(method, routePath, reply);
    },
    eventPayload(payload) {
      // The CDD events carry the case as a JSON string (spec §6); it stays one.
      if (typeof payload === "string") {
        try {
          return JSON.stringify(alternateValues(JSON.parse(payload)));
        } catch {
          return payload;
        }
      }
      return alternateValues(payload);
    },
  };
}

const ALERT_PATH = /^\/v1\/name-screenings\/alerts\/([^/]+)$/;
const ALTERNATE_ALERT_PATH = /^\/v1\/screening-alerts\/([^/]+)$/;
const DOCUMENT_PATH = /^\/cdds\/[^/]+\/documents\/[^/]+\/file$/;
const ALTERNATE_DOCUMENT_PATH = /^\/files\/cdd-documents\/([^/]+)$/;

function alternateRequestPath(method: string, url: URL, req: IncomingMessage): string | undefined {
  const pathname = url.pathname;
  // The idempotency header has another name here; ours is ignored like any unknown header.
  const key = req.headers["x-idempotency-key"];
  delete req.headers["idempotency-key"];
  if (typeof key === "string") req.headers["idempotency-key"] = key;

  // Alert by id and document files live at other paths; ours do not exist.
  if (ALERT_PATH.test(pathname) || DOCUMENT_PATH.test(pathname)) return undefined;
  const alert = ALTERNATE_ALERT_PATH.exec(pathname);
  if (alert) return `/v1/name-screenings/alerts/${alert[1]}`;
  const file = ALTERNATE_DOCUMENT_PATH.exec(pathname);
  if (file && method === "GET") {
    const caseId = url.searchParams.get("case") ?? "";
    return `/cdds/${encodeURIComponent(caseId)}/documents/${file[1]}/file`;
  }
  return pathname;
}

function alternateReply(method: string, routePath: string, reply: Reply): Reply {
  if (reply.status >= 300) return reply;
  const route = `${method} ${routePath}`;
  switch (route) {
    case "PATCH /webhooks/:webhookId":
      return { status: 204, headers: reply.headers };
    case "POST /cdds/:id/run-checks":
      return { status: 202, text: "Accepted", headers: reply.headers };
    case "POST /cdds/:id/pull-registry-documents":
      return { status: 204, headers: reply.headers };
    case "DELETE /blocked-companies/:id":
      return { status: 200, json: { unblocked: true } };
    case "GET /flow-runs/:runId/output":
    case "GET /cdds/:id/report":
      return reply;
  }
  if (reply.json === undefined) return reply;
  let json = alternateValues(reply.json);
  let status = reply.status;
  if (route === "GET /webhooks") json = (json as { items: unknown[] }).items;
  // Success statuses the spec does not give: ours are 201 and 202.
  if (route === "POST /webhooks") status = 200;
  if (route === "POST /flows/:flowId/runs") status = 201;
  if (route === "GET /monitorings") {
    const page = json as { items: unknown[] };
    json = { ...page, items: page.items.map(alternateMonitoring) };
  }
  return { ...reply, status, json };
}
