import type { Db } from "@/lib/db/schema";
import { insertInboundEvent } from "@/lib/db/inbound-events";
import { EVENT_HEADERS, eventTypeFromName } from "@/lib/api/schemas/events";
import { verifySignature } from "./signature";

/** Deliveries above this are refused (413) before any of them is verified or stored. */
export const INBOUND_MAX_BYTES = 1024 * 1024;

/** A refused delivery keeps only this much of its body: enough to diagnose, too little to flood. */
const REJECTED_PAYLOAD_LIMIT = 16 * 1024;

export interface ReceiveDeps {
  db: Db;
  /** The secret the console holds for this webhook, or undefined for a webhook it did not create. */
  findSecret: (webhookId: string) => Promise<string | undefined>;
  /** Called once per newly stored verified delivery, after the answer is decided. */
  onStored: (inboundId: number) => void;
  /** Called for a refused delivery that was kept (bad or missing signature to a known webhook). */
  onRefusedStored?: (refusal: RefusedDelivery) => void;
  now?: () => Date;
  maxBytes?: number;
}

export interface RefusedDelivery {
  inboundId: number;
  eventType: string | null;
  targetType: string | null;
  receivedAt: Date;
}

export interface ReceiveOutcome {
  status: 200 | 400 | 401 | 413;
  code?: "INVALID_SIGNATURE" | "INVALID_JSON" | "MISSING_EVENT_ID" | "PAYLOAD_TOO_LARGE";
  message?: string;
  duplicate?: boolean;
  inboundId?: number;
}

const refused = (
  status: ReceiveOutcome["status"],
  code: NonNullable<ReceiveOutcome["code"]>,
  message: string,
): ReceiveOutcome => ({ status, code, message });

// One message for every signature failure, so a caller cannot probe which webhook ids exist.
const badSignature = () =>
  refused(401, "INVALID_SIGNATURE", "The delivery's signature could not be verified.");

/**
 * The inbound receiver's decision for one delivery: size (413), webhook and signature (401), JSON
 * (400), then dedupe by X-Event-Id and append-only storage. A repeated event id answers 200 and
 * has no second effect. Deliveries with a failed signature to one of the console's webhooks are
 * stored as such (for the received-events page) but never processed and never count for dedupe.
 */
export async function receiveDelivery(
  request: Request,
  deps: ReceiveDeps,
): Promise<ReceiveOutcome> {
  const maxBytes = deps.maxBytes ?? INBOUND_MAX_BYTES;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return tooLarge(maxBytes);
  const body = await readLimited(request, maxBytes);
  if (!body) return tooLarge(maxBytes);

  const header = (name: string) => request.headers.get(name)?.trim() || null;
  const webhookId = header(EVENT_HEADERS.webhookId);
  if (!webhookId) return badSignature();
  const secret = await deps.findSecret(webhookId);
  if (!secret) return badSignature();

  const eventName = header(EVENT_HEADERS.eventName);
  const event = {
    eventId: header(EVENT_HEADERS.eventId),
    webhookId,
    eventName,
    eventType: eventName ? (eventTypeFromName(eventName) ?? null) : null,
    targetType: header(EVENT_HEADERS.targetType),
    customerId: header(EVENT_HEADERS.customerId),
    receivedAt: (deps.now ?? (() => new Date()))(),
  };
  const text = Buffer.from(body).toString("utf8");

  if (!verifySignature(secret, body, request.headers.get(EVENT_HEADERS.signature))) {
    const kept = await insertInboundEvent(deps.db, {
      ...event,
      signatureValid: false,
      payload: text.slice(0, REJECTED_PAYLOAD_LIMIT),
    });
    if (kept.inserted) {
      deps.onRefusedStored?.({
        inboundId: kept.id,
        eventType: event.eventType,
        targetType: event.targetType,
        receivedAt: event.receivedAt,
      });
    }
    return badSignature();
  }
  try {
    JSON.parse(text);
  } catch {
    return refused(400, "INVALID_JSON", "The delivery's body is not valid JSON.");
  }
  // Without an event id a delivery cannot be deduplicated, and dedupe is the replay defence.
  if (!event.eventId) return refused(400, "MISSING_EVENT_ID", "The delivery has no X-Event-Id.");

  const stored = await insertInboundEvent(deps.db, {
    ...event,
    signatureValid: true,
    payload: text,
  });
  if (!stored.inserted) return { status: 200, duplicate: true };
  deps.onStored(stored.id);
  return { status: 200, duplicate: false, inboundId: stored.id };
}

function tooLarge(maxBytes: number): ReceiveOutcome {
  return refused(413, "PAYLOAD_TOO_LARGE", `The delivery is larger than ${maxBytes} bytes.`);
}

/** The raw body bytes, or null as soon as they pass the limit (the rest is not read). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
