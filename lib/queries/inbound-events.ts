import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { fetchJson } from "@/lib/queries/fetch-json";
import type {
  ReceivedEventDetail,
  ReceivedEventsPage,
  ReceivedEventsQuery,
} from "@/lib/webhooks/received-events-query";

/** Deliveries the console received (GET /api/settings/events); live deliveries invalidate it. */
export function inboundEventsQuery(filter: ReceivedEventsQuery) {
  const params = new URLSearchParams();
  if (filter.type) params.set("type", filter.type);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  if (filter.page_size) params.set("page_size", String(filter.page_size));
  const qs = params.toString();
  return queryOptions({
    queryKey: ["inbound-events", "list", filter],
    queryFn: () => fetchJson<ReceivedEventsPage>(`/api/settings/events${qs ? `?${qs}` : ""}`),
    placeholderData: keepPreviousData,
  });
}

export function inboundEventQuery(id: number) {
  return queryOptions({
    queryKey: ["inbound-events", "detail", id],
    queryFn: () => fetchJson<ReceivedEventDetail>(`/api/settings/events/${id}`),
  });
}
