import { resolvePage, type Page, type PageRequest } from "./pagination";
import { toInboundEventSummary, type InboundEventSummary } from "./inbound-events";
import type { Db } from "./schema";

export interface InboundEventQuery extends PageRequest {
  eventType?: string;
  eventName?: string;
  signatureValid?: boolean;
}

/** Newest first, without payloads. */
export async function listInboundEvents(
  db: Db,
  query: InboundEventQuery = {},
): Promise<Page<InboundEventSummary>> {
  const { page, pageSize, offset } = resolvePage(query);
  let qb = db.selectFrom("inbound_events");
  if (query.eventType) qb = qb.where("event_type", "=", query.eventType);
  if (query.eventName) qb = qb.where("event_name", "=", query.eventName);
  if (query.signatureValid !== undefined) {
    qb = qb.where("signature_valid", "=", query.signatureValid ? 1 : 0);
  }
  const count = await qb
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const rows = await qb
    .select([
      "id",
      "event_id",
      "webhook_id",
      "event_name",
      "event_type",
      "target_type",
      "customer_id",
      "received_at",
      "signature_valid",
      "processed_at",
      "process_error",
    ])
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset(offset)
    .execute();
  return { items: rows.map(toInboundEventSummary), total: Number(count.count), page, pageSize };
}
