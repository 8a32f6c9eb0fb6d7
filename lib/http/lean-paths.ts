import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { BASE_SECURITY_HEADERS, DATA_CSP } from "./security-headers";

/**
 * Requests answered from the node:http request itself, in the same server and process (same port
 * and URL), before Next's listener sees them: the few paths where Next's own handling of a request
 * costs more than the work (the inbound receiver, the live stream). Everything else goes on to Next.
 */
export interface LeanPath {
  matches(request: IncomingMessage): boolean;
  answer(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

/** The headers next.config.mjs gives every API answer, which these paths do not go through. */
export const API_ANSWER_HEADERS = {
  ...BASE_SECURITY_HEADERS,
  "Content-Security-Policy": DATA_CSP,
} as const;

/** A JSON answer with the API's headers; `close` ends the connection after it. */
export function answerJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  { close = false }: { close?: boolean } = {},
): void {
  response.writeHead(status, {
    ...API_ANSWER_HEADERS,
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    ...(close ? { Connection: "close" } : {}),
  });
  response.end(JSON.stringify(body));
}

/** The path without its query string. */
export function pathOf(request: IncomingMessage): string | null {
  if (!request.url) return null;
  const query = request.url.indexOf("?");
  return query === -1 ? request.url : request.url.slice(0, query);
}

/** The answer, or the API's 500 (logged) when it fails, whether it throws or rejects. */
async function answerSafely(
  lean: LeanPath,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  try {
    await lean.answer(request, response);
  } catch (error) {
    console.error(`[console] ${request.method} ${pathOf(request)} failed:`, error);
    if (response.headersSent) {
      response.destroy();
      return;
    }
    answerJson(response, 500, {
      error: { code: "INTERNAL_ERROR", message: "Something went wrong on the console's side." },
    });
  }
}

const marker = Symbol.for("compliance-console.lean-paths");
type Registry = Map<string, LeanPath>;

/**
 * Installs (or replaces) the lean path of this name on this process's HTTP servers; called from
 * instrumentation.ts once the store is ready. A matching `request` event is answered here and
 * never reaches Next's listener.
 */
export function installLeanPath(name: string, path: LeanPath): void {
  const proto = Server.prototype as Server & { [marker]?: Registry };
  let registry = proto[marker];
  if (!registry) {
    const paths: Registry = new Map();
    registry = paths;
    proto[marker] = paths;
    const emit = proto.emit;
    proto.emit = function leanEmit(this: Server, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        const request = args[0] as IncomingMessage;
        for (const lean of paths.values()) {
          if (!lean.matches(request)) continue;
          void answerSafely(lean, request, args[1] as ServerResponse);
          return true;
        }
      }
      return Reflect.apply(emit, this, [event, ...args]) as boolean;
    } as typeof proto.emit;
  }
  registry.set(name, path);
}
