import type { SandboxContext } from "../../core/context";
import { familyError } from "../../core/errors";
import { json, type Route } from "../../core/http";
import { paginate, parsePageSize } from "../../core/pagination";
import { newestFirst, parseBooleanParam, parseIsoDate, resolvePinnedPage } from "./query";
import type { MonitoringStore } from "./store";

function timeParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  const ms = parseIsoDate(raw);
  if (ms === undefined) throw familyError("error", 400, `${name} must be an ISO 8601 date-time`);
  return ms;
}

/** GET /monitoring-alerts (spec 4.6). */
export function alertsRoute(context: SandboxContext, store: MonitoringStore): Route {
  return {
    method: "GET",
    path: "/monitoring-alerts",
    family: "error",
    handler: (ctx) => {
      const pageSize = parsePageSize(ctx.query.get("page_size"));
      const onlyUnacknowledged = parseBooleanParam(ctx.query, "only_unacknowledged");
      const acknowledged = parseBooleanParam(ctx.query, "acknowledged");
      if (onlyUnacknowledged === true && acknowledged === true) {
        throw familyError(
          "error",
          400,
          "only_unacknowledged and acknowledged cannot both be true: they exclude each other",
        );
      }
      const before = timeParam(ctx.query, "execution_time_before");
      const after = timeParam(ctx.query, "execution_time_after");
      // `acknowledged=false` asks for the unacknowledged ones; `only_unacknowledged=false` filters nothing.
      const wanted =
        acknowledged === true
          ? "acknowledged"
          : onlyUnacknowledged === true || acknowledged === false
            ? "unacknowledged"
            : "all";
      const alerts = store.of(ctx.customer.id).alerts;
      const page = resolvePinnedPage(
        ctx.query.get("next_token"),
        { wanted, before, after },
        context.clock.now(),
        alerts.length,
      );
      const items = alerts
        .filter((alert, index) => {
          const at = Date.parse(alert.execution_time);
          if (index >= page.seen) return false;
          if (before !== undefined && !(at < before)) return false;
          if (after !== undefined && !(at > after)) return false;
          if (wanted === "all") return true;
          return (alert.acknowledged_at !== null) === (wanted === "acknowledged");
        })
        .sort(newestFirst);
      const { items: pageItems, next_token } = paginate(
        items,
        page.offset,
        pageSize,
        page.fingerprint,
      );
      return json(200, {
        items: pageItems,
        // Every unacknowledged alert of the customer, whatever the filters (spec 4.6).
        unacknowledged_count: alerts.filter((alert) => alert.acknowledged_at === null).length,
        next_token,
      });
    },
  };
}
