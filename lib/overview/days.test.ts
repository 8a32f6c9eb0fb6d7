import { describe, expect, it } from "vitest";
import { bucketByDay, dayList, utcDay, windowStart } from "./days";

const now = new Date("2026-11-21T10:30:00.000Z");

describe("overview day buckets", () => {
  it("lists the window's UTC days, oldest first, ending today", () => {
    const days = dayList(now, 3);
    expect(days).toEqual(["2026-11-19", "2026-11-20", "2026-11-21"]);
    expect(windowStart(now, 3).toISOString()).toBe("2026-11-19T00:00:00.000Z");
  });

  it("counts per day and series, with zeros and nothing outside the window", () => {
    const days = dayList(now, 2);
    const buckets = bucketByDay(
      [
        { at: "2026-11-20T23:59:59.999Z", series: "FAILED" as const },
        { at: "2026-11-21T00:00:00.000Z", series: "COMPLETED" as const },
        { at: "2026-11-21T09:00:00.000Z", series: "COMPLETED" as const },
        { at: "2026-11-10T09:00:00.000Z", series: "COMPLETED" as const },
      ],
      days,
      ["COMPLETED", "FAILED"] as const,
    );
    expect(buckets).toEqual([
      { day: "2026-11-20", counts: { COMPLETED: 0, FAILED: 1 } },
      { day: "2026-11-21", counts: { COMPLETED: 2, FAILED: 0 } },
    ]);
    expect(utcDay("2026-11-21T23:00:00-02:00")).toBe("2026-11-22");
  });
});
