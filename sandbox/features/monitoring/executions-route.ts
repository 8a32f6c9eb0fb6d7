import type { SandboxContext } from "../../core/context";
import { familyError, issuesError, type FieldIssue } from "../../core/errors";
import { json, type Route } from "../../core/http";
import { paginate, parsePageSize } from "../../core/pagination";
import { newestFirst, parseIsoDate, resolvePinnedPage } from "./query";
import type { MonitoringStore } from "./store";
import { dayMs } from "./types";

const defaultWindowMs = 30 * dayMs;
const maxWindowMs = 60 * dayMs;

/** GET /monitoring-executions (spec 4.4): runs of every monitoring in a window of at most 60 days. */
export function executionsRoute(context: SandboxContext, store: MonitoringStore): Route {
  return {
    method: "GET",
    path: "/monitoring-executions",
    family: "error",
    handler: (ctx) => {
      const pageSize = parsePageSize(ctx.query.get("page_size"));
      const dates: Record<"from" | "to", number | undefined> = { from: undefined, to: undefined };
      const issues: FieldIssue[] = [];
      for (const name of ["from", "to"] as const) {
        const raw = ctx.query.get(name);
        if (raw === null) continue;
        dates[name] = parseIsoDate(raw);
        if (dates[name] === undefined) {
          issues.push({
            path: [name],
            message: `${name} must be an ISO 8601 date or date-time`,
            code: "invalid_date",
          });
        }
      }
      // Unparseable values use the issues shape (docs/spec-assumptions.md); range errors use { error }.
      if (issues.length > 0) throw issuesError(issues);

      const executions = store.of(ctx.customer.id).executions;
      const page = resolvePinnedPage(
        ctx.query.get("next_token"),
        dates,
        context.clock.now(),
        executions.length,
      );
      const to = dates.to ?? page.asOf;
      const from = dates.from ?? to - defaultWindowMs;
      if (from > to) throw familyError("error", 400, "from must not be after to");
      if (to - from > maxWindowMs) {
        throw familyError("error", 400, "The window from..to must not exceed 60 days");
      }
      const items = executions
        .filter((execution, index) => {
          const at = Date.parse(execution.execution_time);
          return index < page.seen && at >= from && at <= to;
        })
        .sort(newestFirst);
      return json(200, paginate(items, page.offset, pageSize, page.fingerprint));
    },
  };
}
