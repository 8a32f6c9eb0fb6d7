import { describe, expect, it } from "vitest";
import {
  countHits,
  filterHits,
  flattenHits,
  parseHits,
  searchAlertIds,
  searchSubject,
  sortUnresolvedFirst,
} from "./hits";

function search(id: string, updatedAt: string, hits: [string, string[]][]) {
  return {
    id,
    reference: `REF-${id}`,
    updatedAt,
    data: {
      id,
      input: [{ label: "Full name", value: `Person ${id}` }],
      hits: hits.map(([status, categories], index) => ({
        id: `${id}-h${index}`,
        status,
        hit_categories: categories,
      })),
    },
  };
}

const searches = [
  search("a", "2026-01-01T00:00:00.000Z", [
    ["FALSE_POSITIVE", ["SANCTION"]],
    ["UNRESOLVED", ["MEDIA"]],
  ]),
  search("b", "2026-01-02T00:00:00.000Z", [
    ["TRUE_POSITIVE", ["SANCTION", "PEP"]],
    ["UNRESOLVED", ["SANCTION"]],
  ]),
];

describe("cross-search hits", () => {
  it("flattens hits with their search and screened name", () => {
    const rows = flattenHits(searches);
    expect(rows.map((row) => row.key)).toEqual(["a:a-h0", "a:a-h1", "b:b-h0", "b:b-h1"]);
    expect(rows[0]).toMatchObject({ searchReference: "REF-a", subject: "Person a" });
  });

  it("puts unresolved hits first, newest search first within each group", () => {
    const keys = sortUnresolvedFirst(flattenHits(searches)).map((row) => row.key);
    expect(keys).toEqual(["b:b-h1", "a:a-h1", "b:b-h0", "a:a-h0"]);
  });

  it("filters by any chosen status and any chosen category", () => {
    const rows = flattenHits(searches);
    expect(filterHits(rows, { status: ["UNRESOLVED"] }).map((r) => r.key)).toEqual([
      "a:a-h1",
      "b:b-h1",
    ]);
    expect(filterHits(rows, { category: ["SANCTION"] })).toHaveLength(3);
    expect(filterHits(rows, { status: ["UNRESOLVED"], category: ["SANCTION"] })).toHaveLength(1);
    expect(filterHits(rows, {})).toHaveLength(4);
  });

  it("counts each facet under the other facet's filter", () => {
    const hits = flattenHits(searches).map((row) => row.hit);
    expect(countHits(hits, { category: ["SANCTION"] })).toEqual({
      byStatus: { FALSE_POSITIVE: 1, TRUE_POSITIVE: 1, UNRESOLVED: 1 },
      byCategory: { SANCTION: 3, MEDIA: 1, PEP: 1 },
      all: 4,
    });
    expect(countHits(hits, { status: ["UNRESOLVED"] }).byCategory).toEqual({
      MEDIA: 1,
      SANCTION: 1,
    });
  });

  it("skips malformed hits and reads the search's alert ids", () => {
    expect(parseHits({ hits: [{ id: "x", status: "UNRESOLVED" }, { nope: true }] })).toHaveLength(
      1,
    );
    expect(searchAlertIds({ alert_ids: ["1", 2, "3"] })).toEqual(["1", "3"]);
    expect(searchAlertIds({ related_alerts: ["9"] })).toEqual(["9"]);
    expect(searchAlertIds({})).toEqual([]);
    expect(searchSubject({ input: [] })).toBeNull();
  });
});
