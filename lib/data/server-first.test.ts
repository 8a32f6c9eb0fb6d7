import { describe, expect, it } from "vitest";
import { hashKey } from "@tanstack/react-query";
import { isNotFound } from "@/lib/data/prefetch";
import { queryRecord, toUrlSearchParams } from "@/lib/data/search-params";
import { alertListParams } from "@/lib/monitoring/alert-list-params";
import { monitoringAlertsQuery } from "@/lib/queries/monitoring";
import { screeningHitsQuery } from "@/lib/queries/screening";
import { hitListParams } from "@/lib/screening/hit-list-params";

// The server's prefetch is only used if it lands on the key the browser's view asks for.
describe("server and browser read one URL to one query key", () => {
  it("hits: a page's searchParams and the browser's URL give the same key", async () => {
    const server = hitListParams(
      await toUrlSearchParams(Promise.resolve({ status: "open,escalated", page: "2" })),
    );
    const browser = hitListParams(new URLSearchParams("?page=2&status=open,escalated"));
    expect(hashKey(screeningHitsQuery(server).queryKey)).toBe(
      hashKey(screeningHitsQuery(browser).queryKey),
    );
    expect(server).toMatchObject({ status: "open,escalated", page: "2", page_size: "25" });
  });

  it("monitoring alerts: the cursor's last token and the acknowledgement flag reach the query", async () => {
    const search = { only_unacknowledged: "true", cursor: "t1,t2", page_size: "50" };
    const server = alertListParams(await toUrlSearchParams(Promise.resolve(search)));
    const browser = alertListParams(new URLSearchParams(search));
    expect(hashKey(monitoringAlertsQuery(server).queryKey)).toBe(
      hashKey(monitoringAlertsQuery(browser).queryKey),
    );
    expect(queryRecord(server)).toEqual({
      only_unacknowledged: "true",
      page_size: "50",
      next_token: "t2",
    });
  });

  it("a repeated key reads as its first value, as useSearchParams().get does", async () => {
    const params = await toUrlSearchParams(Promise.resolve({ page: ["3", "9"] }));
    expect(params.get("page")).toBe("3");
  });
});

describe("isNotFound", () => {
  it("is a 404 or an id that cannot be a path segment, nothing else", () => {
    expect(isNotFound({ status: 404, code: "NOT_FOUND" })).toBe(true);
    expect(isNotFound({ status: 400, code: "INVALID_PATH_PARAMETER" })).toBe(true);
    expect(isNotFound({ status: 502, code: "UPSTREAM_ERROR" })).toBe(false);
    expect(isNotFound(new Error("timeout"))).toBe(false);
  });
});
