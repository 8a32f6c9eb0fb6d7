import type { IncomingMessage, ServerResponse } from "node:http";
import { answerJson, installLeanPath, pathOf } from "@/lib/http/lean-paths";
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
  answerJson(response, status, body, { close: !request.readableEnded });
}

/** POST to the receiver's path, whatever the query string. */
export function isInboundDelivery(request: IncomingMessage): boolean {
  return request.method === "POST" && pathOf(request) === INBOUND_PATH;
}

/** Answers deliveries before Next sees them (instrumentation.ts, once the store is ready). */
export function installInboundLeanPath(deps: () => ReceiveDeps): void {
  installLeanPath("inbound", {
    matches: isInboundDelivery,
    answer: (request, response) => answerInboundRequest(request, response, deps()),
  });
}
