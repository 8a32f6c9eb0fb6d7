import { describe, expect, it } from "vitest";
import { mergeSection } from "./results-file";

const now = "2026-11-24T15:00:00.000Z";

describe("mergeSection", () => {
  it("replaces what this run measured and keeps what it never writes", () => {
    const earlier = { after: { peak: 300 }, baseline_d0a6174: { peak: 557 }, measured_at: "old" };
    expect(mergeSection(earlier, { after: { peak: 220 } }, now)).toEqual({
      after: { peak: 220 },
      baseline_d0a6174: { peak: 557 },
      measured_at: now,
    });
  });

  it("keeps an earlier before-build over a null one, and says it is from an earlier run", () => {
    const earlier = { before: { peak: 228 }, before_commit: "b36684e", after: { peak: 230 } };
    const merged = mergeSection(
      earlier,
      { before: null, before_commit: null, after: { peak: 219 } },
      now,
    );
    expect(merged).toEqual({
      before: { peak: 228 },
      before_commit: "b36684e",
      after: { peak: 219 },
      measured_at: now,
      kept_from_earlier_runs: ["before", "before_commit"],
    });
  });

  it("drops the note once this run measures the before-build itself", () => {
    const earlier = { before: { peak: 228 }, kept_from_earlier_runs: ["before"] };
    expect(mergeSection(earlier, { before: { peak: 227 } }, now)).toEqual({
      before: { peak: 227 },
      measured_at: now,
    });
  });

  it("writes null where nothing was ever measured, and takes non-objects as they are", () => {
    expect(mergeSection(undefined, { before: null, after: 1 }, now)).toEqual({
      before: null,
      after: 1,
      measured_at: now,
    });
    expect(mergeSection({ a: 1 }, [1, 2], now)).toEqual([1, 2]);
  });
});
