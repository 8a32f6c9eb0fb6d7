import { describe, expect, it } from "vitest";
import { hashKey } from "@tanstack/react-query";
import { UpstreamError } from "@/lib/api/errors";
import { isNotFound, isRefusedId } from "@/lib/data/prefetch";
import { queryRecord, toUrlSearchParams } from "@/lib/data/search-params";
import { alertListParams } from "@/lib/monitoring/alert-list-params";
import { executionListParams, monitoringListParams } from "@/lib/monitoring/monitoring-list-params";
import {
  monitoringAlertsQuery,
  monitoringExecutionsQuery,
  monitoringsQuery,
} from "@/lib/queries/monitoring";
import {
  screeningAlertsQuery,
  screeningHitsQuery,
  screeningSearchesQuery,
} from "@/lib/queries/screening";
import { hitListParams } from "@/lib/screening/hit-list-params";
import { screeningAlertListParams, searchListParams } from "@/lib/screening/list-params";

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

  it("monitorings: a filter takes neither sort nor cursor, the plain list takes both", async () => {
    const server = monitoringListParams(
      await toUrlSearchParams(Promise.resolve({ sort_by: "website", cursor: "t1" })),
    );
    const browser = monitoringListParams(new URLSearchParams("cursor=t1&sort_by=website"));
    expect(hashKey(monitoringsQuery(server).queryKey)).toBe(
      hashKey(monitoringsQuery(browser).queryKey),
    );
    expect(queryRecord(server)).toEqual({
      sort_by: "website",
      sort_direction: "desc",
      page_size: "25",
      next_token: "t1",
    });
    const filtered = monitoringListParams(new URLSearchParams("state=ACTIVE&website=a.example"));
    expect(queryRecord(filtered)).toEqual({ website: "a.example", page_size: "25" });
  });

  it("executions: the range and the cursor reach the query, nothing else", async () => {
    const search = { from: "2026-01-01T00:00:00.000Z", cursor: "t1,t2", other: "x" };
    const server = executionListParams(await toUrlSearchParams(Promise.resolve(search)));
    expect(hashKey(monitoringExecutionsQuery(server).queryKey)).toBe(
      hashKey(monitoringExecutionsQuery(executionListParams(new URLSearchParams(search))).queryKey),
    );
    expect(queryRecord(server)).toEqual({
      from: "2026-01-01T00:00:00.000Z",
      page_size: "25",
      next_token: "t2",
    });
  });

  it("screening searches and alerts: one URL, two lists, each with its own keys", async () => {
    const search = {
      status: "COMPLETED",
      page: "2",
      alert_remediation: "PENDING",
      alerts_page: "3",
    };
    const url = await toUrlSearchParams(Promise.resolve(search));
    const browser = new URLSearchParams(search);
    expect(hashKey(screeningSearchesQuery(searchListParams(url)).queryKey)).toBe(
      hashKey(screeningSearchesQuery(searchListParams(browser)).queryKey),
    );
    expect(hashKey(screeningAlertsQuery(screeningAlertListParams(url)).queryKey)).toBe(
      hashKey(screeningAlertsQuery(screeningAlertListParams(browser)).queryKey),
    );
    expect(queryRecord(searchListParams(url))).toEqual({
      status: "COMPLETED",
      page: "2",
      page_size: "25",
    });
    expect(queryRecord(screeningAlertListParams(url))).toEqual({
      remediation_status: "PENDING",
      page: "3",
      page_size: "10",
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

describe("isRefusedId", () => {
  it("is the service refusing a read by id (400), not the console refusing or a failure", () => {
    const refused = (status: number, origin: "upstream" | "console") =>
      new UpstreamError({ status, code: "X", message: "Invalid case ID format", origin });
    expect(isRefusedId(refused(400, "upstream"))).toBe(true);
    expect(isRefusedId(refused(400, "console"))).toBe(false);
    expect(isRefusedId(refused(502, "upstream"))).toBe(false);
    expect(isRefusedId({ status: 400 })).toBe(false);
  });
});
