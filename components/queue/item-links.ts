import type { WorkItemDto } from "@/lib/queue/dto";

/** Where the item's upstream object is shown in the console. */
export function upstreamHref(
  item: Pick<WorkItemDto, "kind" | "source_id" | "parent_id">,
): string | null {
  const id = encodeURIComponent;
  switch (item.kind) {
    case "screening_hit":
      return item.parent_id ? `/screening/searches/${id(item.parent_id)}` : null;
    case "monitoring_alert":
      return "/monitoring/alerts?only_unacknowledged=true";
    case "cdd_case":
      return `/cdd/${id(item.source_id)}`;
    case "flow_run":
      return `/runs/${id(item.source_id)}`;
    default:
      return null;
  }
}
