import { createHash } from "node:crypto";
import { toIso } from "@/lib/db/codec";
import type { Db } from "@/lib/db/schema";
import {
  insertInboundEvent,
  type InboundEventInput,
  type InboundEventRecord,
  type InsertInboundEventResult,
} from "@/lib/db/inbound-events";
import { EVENT_HEADERS } from "@/lib/api/schemas/events";
import type { ErrorEnvelope } from "@/lib/http/error-contract";
import { readBodyWithin } from "@/lib/http/read-body";
import { eventMeaning } from "./event-meaning";
import { verifySignature } from "./signature";

/** Deliveries above this are refused (413) before any of them is verified or stored. */
export const INBOUND_MAX_BYTES = 1024 * 1024;

/**
 * A delivery as the receiver reads it, whichever server took it: Next's route handler (a web
 * Request, `deliveryFromRequest`) or the lean node:http path (lib/webhooks/inbound-server.ts).
 */
export interface IncomingDelivery {
  /** A header's value, or null when absent (several values joined with ", "). */
  header(name: string): string | null;
  /** The body's bytes, or null once they pass `max` (lib/http/read-body.ts). */
  readBody(max: number): Promise<Uint8Array | null>;
}

export function deliveryFromRequest(request: Request): IncomingDelivery {
  return {
    header: (name) => request.headers.get(name),
    readBody: (max) => readBodyWithin(request, max),
  };
}

interface ReceiveDepsBase {
  /**
   * The secret the console holds for this webhook, or undefined for a webhook it did not create.
   * `fresh` after a failed verification: a cached copy may predate a rotation (secret-cache.ts).
   */
  findSecret: (webhookId: string, options?: { fresh?: boolean }) => Promise<string | undefined>;
  /** Called once per newly stored verified delivery, after the answer is decided. */
  onStored: (record: InboundEventRecord) => void;
  /**
   * Called for a bad or missing signature to a webhook the console holds a secret for. Only counted
   * (lib/webhooks/refusals.ts): anyone who knows a webhook id can send these, so no body is kept.
   */
  onRefused?: (webhookId: string, at: Date) => void;
  now?: () => Date;
  maxBytes?: number;
}

/**
 * Where verified deliveries are stored: straight into `db`, or through `store` (the server's
 * group commit, lib/webhooks/group-commit.ts), which resolves only once the delivery is committed.
 */
export type ReceiveDeps = ReceiveDepsBase &
  (
    | { db: Db; store?: undefined }
    | { store: (event: InboundEventInput) => Promise<InsertInboundEventResult>; db?: undefined }
  );

export interface ReceiveOutcome {
  status: 200 | 400 | 401 | 413;
  code?:
    | "INVALID_SIGNATURE"
    | "INVALID_JSON"
    | "MISSING_EVENT_ID"
    | "PAYLOAD_TOO_LARGE"
    | "EVENT_MISMATCH";
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
 * (400), headers that contradict the signed body (400), then dedupe and append-only storage. The
 * signature carries no timestamp and X-Event-Id is not signed, so a delivery is a duplicate when
 * either its event id or what the signature covers (webhook id + SHA-256 of the raw body) was seen
 * among verified deliveries: it answers 200 and has no second effect. A failed signature to one of
 * the console's webhooks is only counted, never stored, processed or used for dedupe.
 */
export async function receiveDelivery(
  incoming: Request | IncomingDelivery,
  deps: ReceiveDeps,
): Promise<ReceiveOutcome> {
  const request = incoming instanceof Request ? deliveryFromRequest(incoming) : incoming;
  const maxBytes = deps.maxBytes ?? INBOUND_MAX_BYTES;
  const declared = Number(request.header("content-length") ?? "0");
  if (declared > maxBytes) return tooLarge(maxBytes);
  const body = await request.readBody(maxBytes);
  if (!body) return tooLarge(maxBytes);

  const header = (name: string) => request.header(name)?.trim() || null;
  const webhookId = header(EVENT_HEADERS.webhookId);
  if (!webhookId) return badSignature();
  const secret = await deps.findSecret(webhookId);
  if (!secret) return badSignature();

  const receivedAt = (deps.now ?? (() => new Date()))();
  const signature = request.header(EVENT_HEADERS.signature);
  if (
    !verifySignature(secret, body, signature) &&
    !(await verifiesAfresh(deps, webhookId, body, signature, secret))
  ) {
    deps.onRefused?.(webhookId, receivedAt);
    return badSignature();
  }
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("utf8");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refused(400, "INVALID_JSON", "The delivery's body is not valid JSON.");
  }
  const eventName = header(EVENT_HEADERS.eventName);
  const targetType = header(EVENT_HEADERS.targetType);
  const meaning = eventMeaning(parsed, { eventName, targetType });
  if (!meaning.ok) {
    console.warn(`[console] delivery to webhook ${webhookId} refused: ${meaning.message}`);
    return refused(
      400,
      "EVENT_MISMATCH",
      `The delivery's headers contradict its body: ${meaning.message}.`,
    );
  }
  const event = {
    eventId: header(EVENT_HEADERS.eventId),
    webhookId,
    eventName,
    eventType: meaning.type,
    targetType,
    customerId: header(EVENT_HEADERS.customerId),
    receivedAt,
    bodySha256: createHash("sha256").update(body).digest("hex"),
  };
  // Without an event id a delivery cannot be deduplicated, and dedupe is the replay defence.
  if (!event.eventId) return refused(400, "MISSING_EVENT_ID", "The delivery has no X-Event-Id.");

  const input = { ...event, signatureValid: true, payload: text };
  const stored = deps.store ? await deps.store(input) : await insertInboundEvent(deps.db, input);
  if (!stored.inserted) return { status: 200, duplicate: true };
  deps.onStored({
    ...input,
    id: stored.id,
    receivedAt: toIso(receivedAt),
    processedAt: null,
    processError: null,
  });
  return { status: 200, duplicate: false, inboundId: stored.id };
}

/** Verification with the stored secret read again, when it differs from the one tried first. */
async function verifiesAfresh(
  deps: ReceiveDeps,
  webhookId: string,
  body: Uint8Array,
  signature: string | null,
  tried: string,
): Promise<boolean> {
  const secret = await deps.findSecret(webhookId, { fresh: true });
  return secret !== undefined && secret !== tried && verifySignature(secret, body, signature);
}

/** The answer the service gets, the same from either server: 200 with the dedupe flag, or the error envelope. */
export function inboundAnswer(outcome: ReceiveOutcome): {
  status: number;
  body: { received: true; duplicate: boolean } | ErrorEnvelope;
} {
  if (outcome.status === 200) {
    return { status: 200, body: { received: true, duplicate: outcome.duplicate ?? false } };
  }
  // Every refusal names its code; one without would be a refused signature.
  const code = outcome.code ?? "INVALID_SIGNATURE";
  return {
    status: outcome.status,
    body: { error: { code, message: outcome.message ?? "Refused." } },
  };
}

function tooLarge(maxBytes: number): ReceiveOutcome {
  return refused(413, "PAYLOAD_TOO_LARGE", `The delivery is larger than ${maxBytes} bytes.`);
}
