import { describe, expect, it } from "vitest";
import type { CddList } from "@/lib/api/schemas/cdd";
import {
  dateRangeProblem,
  filterUrlChanges,
  filtersFromParams,
  listQuery,
  filterByState,
  sortCases,
  stateFromParams,
} from "./list-filters";

describe("CDD list filters", () => {
  it("lets an external ID win over dates, as the spec does", () => {
    const filters = filtersFromParams(
      new URLSearchParams("external_id=CRM-1&from=2026-10-01&to=2026-10-31"),
    );
    expect(filters).toEqual({ mode: "external_id", externalId: "CRM-1" });
    expect(listQuery(filters)).toEqual({ external_id: "CRM-1" });
  });

  it("sends only valid dates", () => {
    const filters = filtersFromParams(new URLSearchParams("from=2026-10-01&to=yesterday"));
    expect(listQuery(filters)).toEqual({ from: "2026-10-01" });
  });

  it("removes the other mode's keys from the URL when applying", () => {
    expect(filterUrlChanges({ mode: "external_id", externalId: "X" })).toEqual({
      external_id: "X",
      from: undefined,
      to: undefined,
      page: undefined,
    });
    expect(filterUrlChanges({ mode: "dates", from: "2026-10-01" })).toMatchObject({
      external_id: undefined,
      from: "2026-10-01",
    });
  });

  it("refuses a range that ends before it starts", () => {
    expect(dateRangeProblem("2026-10-02", "2026-10-01")).toBeDefined();
    expect(dateRangeProblem("2026-10-01", "2026-10-01")).toBeUndefined();
  });

  it("sorts by a date both ways", () => {
    const at = (id: string, created_at: string) =>
      ({
        id,
        state: "COMPLETED",
        input: {},
        created_at,
        updated_at: created_at,
      }) as CddList["cases"][number];
    const cases = [at("a", "2026-10-02T00:00:00Z"), at("b", "2026-10-01T00:00:00Z")];
    expect(sortCases(cases, { key: "created_at", direction: "asc" }).map((c) => c.id)).toEqual([
      "b",
      "a",
    ]);
    expect(sortCases(cases, undefined)).toBe(cases);
  });
});

describe("state= from the overview's links", () => {
  const cases = [
    { id: "a", state: "COMPLETED" },
    { id: "b", state: "FAILED" },
    { id: "c", state: "COMPLETED" },
  ] as Parameters<typeof filterByState>[0];

  it("narrows the list to one known state", () => {
    const state = stateFromParams(new URLSearchParams("state=COMPLETED"));
    expect(filterByState(cases, state).map((entry) => entry.id)).toEqual(["a", "c"]);
  });

  it("ignores an unknown state instead of hiding everything", () => {
    const state = stateFromParams(new URLSearchParams("state=ARCHIVED"));
    expect(state).toBeUndefined();
    expect(filterByState(cases, state)).toHaveLength(3);
  });
});
