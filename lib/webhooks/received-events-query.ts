import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "@/lib/api/schemas/webhook";
import type { InboundEventSummary } from "@/lib/db/inbound-events";
import type { RefusalCount } from "./refusals";

/**
 * The received-events page's filters as the query string carries them, and the shapes
 * GET /api/settings/events returns. Shared by the browser and the route handler.
 */
export const receivedEventsQuerySchema = z.object({
  type: z.enum(WEBHOOK_EVENT_TYPES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  page_size: z.coerce.number().int().min(1).max(100).optional().catch(undefined),
});
export type ReceivedEventsQuery = z.infer<typeof receivedEventsQuerySchema>;

export interface ReceivedEvent extends InboundEventSummary {
  targetId: string | null;
}

export interface ReceivedEventDetail extends ReceivedEvent {
  /** The body exactly as received (only verified deliveries are stored). */
  payload: string;
}

export interface ReceivedEventsPage {
  items: ReceivedEvent[];
  total: number;
  page: number;
  pageSize: number;
  /** Refused deliveries, as hourly counts per webhook: their bodies are never kept. */
  refusals: RefusalCount[];
}
