import { familyError } from "../../core/errors";
import { json, type Route } from "../../core/http";
import { alertJson, searchJson } from "./serialise";
import type { ScreeningStore } from "./store";

/** §4.13 and the alert lookup docs/spec-assumptions.md adds; errors are `{ error }`. */
export function screeningRoutes(store: ScreeningStore): Route[] {
  return [
    {
      method: "GET",
      path: "/v1/name-screenings/searches/:id",
      family: "error",
      handler: (ctx) => {
        const search = store.search(ctx.customer.id, ctx.params.id);
        if (!search) throw familyError("error", 404, "Search not found");
        return json(200, searchJson(search));
      },
    },
    {
      method: "GET",
      path: "/v1/name-screenings/alerts/:id",
      family: "error",
      handler: (ctx) => {
        const alert = store.alert(ctx.customer.id, ctx.params.id);
        if (!alert) throw familyError("error", 404, "Alert not found");
        return json(200, alertJson(alert, store.searchOf(alert)));
      },
    },
  ];
}
