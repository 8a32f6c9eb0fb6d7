import { describe, expect, it } from "vitest";
import { FLOW_RUN_STATUSES, FLOW_RUN_TRIGGER_TYPES } from "@/lib/api/schemas/flow-run";
import { FLOW_RUN_SORT_KEYS } from "@/lib/db/flow-runs-list";
import { formatDuration, reportFileName } from "./format";
import { RUN_SORT_KEYS, runListQuerySchema, toFlowRunQuery } from "./list-params";
import { RUN_STATUSES, RUN_TRIGGER_TYPES, isTerminalStatus, statusLabel } from "./status";
import { readRunListParams, runListSearch } from "./url-params";

describe("run statuses without zod", () => {
  it("match the schema's lists", () => {
    expect([...RUN_STATUSES]).toEqual([...FLOW_RUN_STATUSES]);
    expect([...RUN_TRIGGER_TYPES]).toEqual([...FLOW_RUN_TRIGGER_TYPES]);
    expect([...RUN_SORT_KEYS]).toEqual([...FLOW_RUN_SORT_KEYS]);
  });

  it("keep watching unknown statuses and show them raw", () => {
    expect(isTerminalStatus("SKIPPED")).toBe(true);
    expect(isTerminalStatus("PAUSED")).toBe(false);
    expect(statusLabel("PAUSED")).toBe("PAUSED");
    expect(statusLabel("QUEUED")).toBe("Queued");
  });
});

describe("runs list query", () => {
  it("parses a comma-separated status and an inclusive day range", () => {
    const query = runListQuerySchema.parse({
      status: "FAILED, SKIPPED,",
      from: "2026-11-01",
      to: "2026-11-02",
      sort: "duration",
      page: "3",
    });
    const repo = toFlowRunQuery(query);
    expect(repo.status).toEqual(["FAILED", "SKIPPED"]);
    expect(repo.triggeredFrom).toEqual(new Date("2026-11-01T00:00:00Z"));
    expect(repo.triggeredTo).toEqual(new Date("2026-11-03T00:00:00Z"));
    expect(repo.sort).toBe("duration");
    expect(repo.page).toBe(3);
  });

  it("refuses values it cannot read", () => {
    expect(runListQuerySchema.safeParse({ from: "yesterday" }).success).toBe(false);
    expect(runListQuerySchema.safeParse({ sort: "id" }).success).toBe(false);
    expect(runListQuerySchema.safeParse({ page_size: "500" }).success).toBe(false);
  });

  it("round-trips the page's URL into the API's query string", () => {
    const params = readRunListParams(
      new URLSearchParams("status=QUEUED,RUNNING&flow_id=f1&sort=bogus&page=0"),
    );
    expect(params).toMatchObject({
      status: ["QUEUED", "RUNNING"],
      flow_id: "f1",
      sort: "triggered_at",
      direction: "desc",
      page: 1,
    });
    expect(runListSearch(params)).toBe(
      "status=QUEUED%2CRUNNING&flow_id=f1&sort=triggered_at&direction=desc&page=1&page_size=25",
    );
  });
});

describe("format", () => {
  it("writes durations for people", () => {
    expect(formatDuration(null)).toBe("—");
    expect(formatDuration(450)).toBe("450 ms");
    expect(formatDuration(5_500)).toBe("5.5 s");
    expect(formatDuration(125_000)).toBe("2 min 5 s");
    expect(formatDuration(3_900_000)).toBe("1 h 5 min");
  });

  it("names report files safely", () => {
    expect(reportFileName("../a b")).toBe("flow-run-.._a_b.md");
  });
});
