import type { IncomingMessage } from "node:http";
import { familyError, type HttpError, type ErrorFamily } from "./errors";

export const jsonBodyLimit = 1024 * 1024;

export interface Customer {
  id: string;
  name: string;
  apiKey: string;
}

export interface RequestContext {
  req: IncomingMessage;
  method: string;
  url: URL;
  params: Record<string, string>;
  query: URLSearchParams;
  family: ErrorFamily;
  /** Set on every spec route (authenticated); absent on the control plane. */
  customer: Customer;
}

export interface Reply {
  status: number;
  json?: unknown;
  text?: string;
  /** Raw bytes (a downloaded document); `content-type` defaults to application/octet-stream. */
  binary?: Uint8Array;
  headers?: Record<string, string>;
}

export type Handler = (ctx: RequestContext) => Promise<Reply> | Reply;

export interface Route {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Path with `:name` parameters, e.g. `/flow-runs/:runId/output`. */
  path: string;
  family: ErrorFamily;
  handler: Handler;
  /** Control-plane routes skip the API key and fault injection. */
  control?: boolean;
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  status,
  json: body,
  headers,
});

export const noContent = (): Reply => ({ status: 204 });

/** Reads the raw body, refusing more than `limit` bytes with a 413 in the family's shape. */
export async function readBody(ctx: RequestContext, limit = jsonBodyLimit): Promise<Buffer> {
  const declared = Number(ctx.req.headers["content-length"] ?? "0");
  if (declared > limit) throw tooLarge(ctx.family, limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge(ctx.family, limit);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function tooLarge(family: ErrorFamily, limit: number): HttpError {
  return familyError(family, 413, `Request body exceeds ${Math.round(limit / 1024)} KiB`);
}

export function mediaType(ctx: RequestContext): string {
  return (ctx.req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * Parses a JSON body: 415 for another content type, 400 for malformed JSON, 413 when too large.
 * An empty body is `undefined` when `optional` (run-checks takes an optional body).
 */
export async function readJson(
  ctx: RequestContext,
  options: { optional?: boolean } = {},
): Promise<unknown> {
  const raw = await readBody(ctx);
  if (raw.length === 0 && options.optional) return undefined;
  if (mediaType(ctx) !== "application/json") {
    throw familyError(ctx.family, 415, "Content-Type must be application/json");
  }
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw familyError(ctx.family, 400, "Request body is not valid JSON", "INVALID_JSON");
  }
}

/** A JSON object body, or 400 in the family's shape. */
export async function readJsonObject(
  ctx: RequestContext,
  options: { optional?: boolean } = {},
): Promise<Record<string, unknown> | undefined> {
  const body = await readJson(ctx, options);
  if (body === undefined) return undefined;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw familyError(ctx.family, 400, "Request body must be a JSON object", "INVALID_BODY");
  }
  return body as Record<string, unknown>;
}

interface CompiledRoute extends Route {
  pattern: RegExp;
  keys: string[];
}

export class Router {
  private routes: CompiledRoute[] = [];

  add(route: Route): void {
    const keys: string[] = [];
    const source = route.path
      .split("/")
      .map((segment) => {
        if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        keys.push(segment.slice(1));
        return "([^/]+)";
      })
      .join("/");
    this.routes.push({ ...route, pattern: new RegExp(`^${source}/?$`), keys });
  }

  /** The matching route, or `"method"` when the path exists under another method. */
  match(
    method: string,
    pathname: string,
  ): { route: CompiledRoute; params: Record<string, string> } | "method" | undefined {
    let pathMatched = false;
    for (const route of this.routes) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((key, index) => {
        params[key] = safeDecode(found[index + 1]);
      });
      return { route, params };
    }
    return pathMatched ? "method" : undefined;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The error family of a path no route matched, so even a 404 has the family's shape. */
export function familyOfPath(pathname: string): ErrorFamily {
  if (pathname.startsWith("/flows") || pathname.startsWith("/flow-runs")) return "flow";
  if (pathname.startsWith("/cdds")) return "cdd";
  return "error";
}
