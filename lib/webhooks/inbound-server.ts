import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { INBOUND_PATH } from "./console-webhook";
import { inboundAnswer, receiveDelivery, type IncomingDelivery, type ReceiveDeps } from "./receive";

/**
 * The lean receiving path: Next's own handling of a POST costs more than the whole receiver, so
 * POST /api/inbound/webhook is answered from the node:http request itself, in the same server and
 * process (same port, same URL the service was given, same store, live bus and queue), before Next
 * sees it. Everything after the socket is the one receiver (lib/webhooks/receive.ts).
 */
export function deliveryFromNodeRequest(request: IncomingMessage): IncomingDelivery {
  return {
    header(name) {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(", ") : (value ?? null);
    },
    readBody: (max) => readNodeBody(request, max),
  };
}

/**
 * The body's bytes, or null as soon as they pass `max`: the rest is left unread (the answer then
 * closes the connection) but the request is not destroyed, so the 413 still reaches the sender.
 * Read from the stream's events: an async iterator per request costs more than the rest of the
 * reading.
 */
function readNodeBody(request: IncomingMessage, max: number): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      request.off("data", onData);
      request.off("end", onEnd);
      request.off("error", onFailure);
      request.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= max) {
        chunks.push(chunk);
        return;
      }
      stop();
      request.pause();
      resolve(null);
    };
    const onEnd = () => {
      stop();
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    };
    const onFailure = (error: Error) => {
      stop();
      reject(error);
    };
    // Closed before its end: the sender went away mid-body.
    const onClose = () => onFailure(new Error("The delivery's connection closed before its end."));
    request.on("data", onData);
    request.on("end", onEnd);
    request.on("error", onFailure);
    request.on("close", onClose);
  });
}

/** The headers next.config.mjs gives every API answer, which this path does not go through. */
const ANSWER_HEADERS = {
  "Content-Type": "application/json",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

export async function answerInboundRequest(
  request: IncomingMessage,
  response: ServerResponse,
  deps: ReceiveDeps,
): Promise<void> {
  let status: number;
  let body: unknown;
  try {
    ({ status, body } = inboundAnswer(
      await receiveDelivery(deliveryFromNodeRequest(request), deps),
    ));
  } catch (error) {
    // Not stored (a failed commit): the sender retries on a 5xx.
    console.error("[console] an inbound delivery could not be stored:", error);
    status = 500;
    body = { error: { code: "INTERNAL_ERROR", message: "The delivery could not be stored." } };
  }
  // A body left unread (over the limit) ends the connection rather than being drained.
  const close = !request.readableEnded;
  response.writeHead(status, close ? { ...ANSWER_HEADERS, Connection: "close" } : ANSWER_HEADERS);
  response.end(JSON.stringify(body));
}

/** POST to the receiver's path, whatever the query string. */
export function isInboundDelivery(request: IncomingMessage): boolean {
  if (request.method !== "POST" || !request.url) return false;
  const query = request.url.indexOf("?");
  return (query === -1 ? request.url : request.url.slice(0, query)) === INBOUND_PATH;
}

const marker = Symbol.for("compliance-console.inbound-lean-path");

/**
 * Installs the lean path on this process's HTTP servers (instrumentation.ts, once the store is
 * ready): a delivery's `request` event is answered here and never reaches Next's listener; every
 * other request goes on as before.
 */
export function installInboundLeanPath(deps: () => ReceiveDeps): void {
  const proto = Server.prototype as Server & { [marker]?: true };
  if (proto[marker]) return;
  proto[marker] = true;
  const emit = proto.emit;
  proto.emit = function leanEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" && isInboundDelivery(args[0] as IncomingMessage)) {
      void answerInboundRequest(args[0] as IncomingMessage, args[1] as ServerResponse, deps());
      return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof proto.emit;
}
