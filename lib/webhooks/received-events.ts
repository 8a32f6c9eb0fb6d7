import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/api/schemas/webhook";
import { getInboundEvent, type InboundEventSummary } from "@/lib/db/inbound-events";
import { listInboundEvents } from "@/lib/db/inbound-events-list";
import type { Db } from "@/lib/db/schema";
import type {
  ReceivedEventDetail,
  ReceivedEventsPage,
  ReceivedEventsQuery,
} from "./received-events-query";
import { listRefusals } from "./refusals";
import { targetIdOf } from "./targets";

/** Newest first; each row with the id of what it is about, read from its stored body. */
export async function listReceivedEvents(
  db: Db,
  query: ReceivedEventsQuery,
): Promise<ReceivedEventsPage> {
  const page = await listInboundEvents(db, {
    eventType: query.type,
    // Rows an older console kept for refused deliveries are not shown as if they meant something.
    signatureValid: true,
    page: query.page,
    pageSize: query.page_size,
  });
  const items = await Promise.all(
    page.items.map(async (item) => {
      const record = await getInboundEvent(db, item.id);
      return { ...item, targetId: record ? targetIdOf(typeOf(item), record.payload) : null };
    }),
  );
  return { ...page, items, refusals: await listRefusals(db, 24) };
}

export async function getReceivedEvent(
  db: Db,
  id: number,
): Promise<ReceivedEventDetail | undefined> {
  const record = await getInboundEvent(db, id);
  if (!record?.signatureValid) return undefined;
  return { ...record, targetId: targetIdOf(typeOf(record), record.payload) };
}

function typeOf(event: InboundEventSummary): WebhookEventType | null {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(event.eventType ?? "")
    ? (event.eventType as WebhookEventType)
    : null;
}
