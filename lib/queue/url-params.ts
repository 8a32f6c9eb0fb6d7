import { PAGE_SIZES } from "@/lib/page-sizes";

/**
 * The queue's filters as they live in the URL (`/queue?kind=…&state=…`), read tolerantly: the
 * server re-validates them. Defaults: what is still active, anyone's, oldest first.
 */
export interface QueueParams {
  kind: string[];
  state: string;
  assignee: string;
  severity: string[];
  age: string;
  sort: "oldest" | "newest";
  page: number;
  pageSize: number;
}

export function readQueueParams(search: URLSearchParams): QueueParams {
  const list = (key: string) => (search.get(key) ?? "").split(",").filter(Boolean);
  const page = Number(search.get("page") ?? 1);
  const pageSize = Number(search.get("page_size") ?? 50);
  return {
    kind: list("kind"),
    state: search.get("state") ?? "active",
    assignee: search.get("assignee") ?? "any",
    severity: list("severity"),
    age: search.get("age") ?? "",
    sort: search.get("sort") === "newest" ? "newest" : "oldest",
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : 50,
  };
}

/** The API's query string for these filters (also the evidence bundle's scope). */
export function queueSearch(params: QueueParams, withPage = true): string {
  const query = new URLSearchParams();
  if (params.kind.length) query.set("kind", params.kind.join(","));
  if (params.state && params.state !== "all") query.set("state", params.state);
  if (params.assignee !== "any") query.set("assignee", params.assignee);
  if (params.severity.length) query.set("severity", params.severity.join(","));
  if (params.age) query.set("age", params.age);
  query.set("sort", params.sort);
  if (withPage) {
    query.set("page", String(params.page));
    query.set("page_size", String(params.pageSize));
  }
  return query.toString();
}
