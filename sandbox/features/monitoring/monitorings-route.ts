import { familyError } from "../../core/errors";
import { json, type Route } from "../../core/http";
import { decodeToken, paginate, parsePageSize, queryFingerprint } from "../../core/pagination";
import type { MonitoringStore } from "./store";
import { monitoringStates, type Monitoring, type MonitoringState } from "./types";

const sortFields = ["last_execution", "next_run", "state", "website"] as const;
type SortField = (typeof sortFields)[number];

/** Host and path without scheme or a leading `www.`: how people read and compare shop addresses. */
export function websiteKey(website: string): string {
  return website
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/+$/, "");
}

const sortValue: Record<SortField, (monitoring: Monitoring) => string | null> = {
  last_execution: (monitoring) => monitoring.last_execution_at,
  next_run: (monitoring) => monitoring.next_execution_at,
  state: (monitoring) => monitoring.state,
  website: (monitoring) => websiteKey(monitoring.website),
};

/** Nulls (never executed, not scheduled) go last in both directions; the id keeps the order total. */
function compareBy(field: SortField, direction: "asc" | "desc") {
  const value = sortValue[field];
  return (a: Monitoring, b: Monitoring): number => {
    const left = value(a);
    const right = value(b);
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      return (left < right ? -1 : 1) * (direction === "asc" ? 1 : -1);
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

function oneOf<T extends string>(
  name: string,
  value: string | null,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === null) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw familyError("error", 400, `${name} must be one of ${allowed.join(", ")}`);
}

/** GET /monitorings (spec 4.5). */
export function monitoringsRoute(store: MonitoringStore): Route {
  return {
    method: "GET",
    path: "/monitorings",
    family: "error",
    handler: (ctx) => {
      const pageSize = parsePageSize(ctx.query.get("page_size"));
      const sortBy = oneOf("sort_by", ctx.query.get("sort_by"), sortFields, "last_execution");
      const direction = oneOf(
        "sort_direction",
        ctx.query.get("sort_direction"),
        ["asc", "desc"],
        "desc",
      );
      const monitorings = store.of(ctx.customer.id).monitorings;
      const website = ctx.query.get("website");
      const state = ctx.query.get("state");
      // A filter returns every match in the default order, unpaged; website wins over state.
      if (website) {
        const wanted = websiteKey(website);
        const items = monitorings.filter((monitoring) => websiteKey(monitoring.website) === wanted);
        return json(200, {
          items: items.sort(compareBy("last_execution", "desc")),
          next_token: null,
        });
      }
      if (state) {
        const wanted: MonitoringState = oneOf(
          "state",
          state.toUpperCase(),
          monitoringStates,
          "IDLE",
        );
        const items = monitorings.filter((monitoring) => monitoring.state === wanted);
        return json(200, {
          items: items.sort(compareBy("last_execution", "desc")),
          next_token: null,
        });
      }
      const fingerprint = queryFingerprint({ sort_by: sortBy, sort_direction: direction });
      const token = ctx.query.get("next_token");
      // The spec: an invalid next_token is ignored as if absent (unlike the other two lists).
      const offset = (token && decodeToken(token, fingerprint)) || 0;
      const sorted = [...monitorings].sort(compareBy(sortBy, direction));
      return json(200, paginate(sorted, offset, pageSize, fingerprint));
    },
  };
}
