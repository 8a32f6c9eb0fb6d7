import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "./schema";
import {
  countScreeningAlertsByRemediation,
  getScreeningAlert,
  listScreeningAlerts,
  upsertScreeningAlert,
} from "./screening-alerts";
import { getScreeningSearch, upsertScreeningSearch } from "./screening-searches";
import {
  countScreeningSearches,
  listScreeningSearches,
  listScreeningSearchesWithHits,
} from "./screening-searches-list";
import { createTestDb } from "./test-db";

const now = new Date("2025-03-10T00:00:00.000Z");

function search(
  id: string,
  status: string,
  hitStatuses: string[],
  updatedAt: string,
  reference = `REF-${id}`,
) {
  return {
    id,
    reference,
    status,
    input: [{ label: "name", value: "Acme" }],
    hits: hitStatuses.map((s, i) => ({
      id: `${id}-h${i}`,
      status: s,
      hit_categories: ["SANCTION"],
    })),
    created_at: "2025-03-01T00:00:00Z",
    updated_at: updatedAt,
  };
}

describe("screening index", () => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb();
    await upsertScreeningSearch(
      db,
      search("s1", "COMPLETED", ["UNRESOLVED", "FALSE_POSITIVE"], "2025-03-02T00:00:00Z"),
      now,
    );
    await upsertScreeningSearch(
      db,
      search("s2", "COMPLETED", ["TRUE_POSITIVE"], "2025-03-03T00:00:00Z", "acme_100%"),
      now,
    );
    await upsertScreeningSearch(db, search("s3", "PENDING", [], "2025-03-04T00:00:00Z"), now);
  });
  afterEach(async () => {
    await db.destroy();
  });

  it("counts hits per status from the hits when hit_counts is absent, and prefers hit_counts", async () => {
    expect((await getScreeningSearch(db, "s1"))?.hitCounts).toEqual({
      FALSE_POSITIVE: 1,
      TRUE_POSITIVE: 0,
      UNRESOLVED: 1,
      total: 2,
    });
    const withCounts = {
      ...search("s4", "COMPLETED", ["UNRESOLVED"], "2025-03-05T00:00:00Z"),
      hit_counts: { FALSE_POSITIVE: 3, TRUE_POSITIVE: 0, UNRESOLVED: 1 },
    };
    await upsertScreeningSearch(db, withCounts, now);
    expect((await getScreeningSearch(db, "s4"))?.hitCounts.FALSE_POSITIVE).toBe(3);
  });

  it("keeps the newest search by updated_at", async () => {
    const older = search("s1", "PENDING", [], "2025-03-01T12:00:00Z");
    expect(await upsertScreeningSearch(db, older, now)).toBe(false);
    const newer = search(
      "s1",
      "COMPLETED",
      ["FALSE_POSITIVE", "FALSE_POSITIVE"],
      "2025-03-09T00:00:00Z",
    );
    expect(await upsertScreeningSearch(db, newer, now)).toBe(true);
    const stored = await getScreeningSearch(db, "s1");
    expect(stored?.hitCounts.UNRESOLVED).toBe(0);
    expect(stored?.data).toEqual(newer);
  });

  it("lists searches newest first with filters on status, hit status and reference", async () => {
    expect((await listScreeningSearches(db)).items.map((s) => s.id)).toEqual(["s3", "s2", "s1"]);
    expect((await listScreeningSearches(db, { status: ["COMPLETED"] })).total).toBe(2);
    expect(
      (await listScreeningSearches(db, { hitStatus: "UNRESOLVED" })).items.map((s) => s.id),
    ).toEqual(["s1"]);
    expect(
      (await listScreeningSearches(db, { reference: "ACME_100%" })).items.map((s) => s.id),
    ).toEqual(["s2"]);
    // `%` and `_` in the query are literal, not wildcards.
    expect((await listScreeningSearches(db, { reference: "f_s" })).total).toBe(0);
  });

  it("hands the hit list only searches that have hits", async () => {
    const withHits = await listScreeningSearchesWithHits(db);
    expect(withHits.map((s) => s.id)).toEqual(["s2", "s1"]);
    expect(withHits[1].data.hits).toHaveLength(2);
    expect(
      (await listScreeningSearchesWithHits(db, { hitStatus: "TRUE_POSITIVE" })).map((s) => s.id),
    ).toEqual(["s2"]);
  });

  it("totals searches by status and hits by hit status", async () => {
    expect(await countScreeningSearches(db)).toEqual({
      byStatus: { COMPLETED: 2, PENDING: 1 },
      hits: { FALSE_POSITIVE: 1, TRUE_POSITIVE: 1, UNRESOLVED: 1, total: 3 },
    });
  });

  it("indexes alerts and filters them by remediation status", async () => {
    const alert = (id: string, remediation: string | undefined, updatedAt: string) => ({
      id,
      reference: `A-${id}`,
      status: "COMPLETED",
      ...(remediation && { remediation_status: remediation }),
      hits: [],
      created_at: "2025-03-01T00:00:00Z",
      updated_at: updatedAt,
    });
    await upsertScreeningAlert(db, alert("a1", undefined, "2025-03-02T00:00:00Z"), now);
    await upsertScreeningAlert(db, alert("a2", "REMEDIATED", "2025-03-03T00:00:00Z"), now);
    expect(
      await upsertScreeningAlert(db, alert("a1", "REMEDIATED", "2025-03-05T00:00:00Z"), now),
    ).toBe(true);
    expect(
      await upsertScreeningAlert(db, alert("a1", undefined, "2025-03-04T00:00:00Z"), now),
    ).toBe(false);

    expect((await getScreeningAlert(db, "a1"))?.remediationStatus).toBe("REMEDIATED");
    const page = await listScreeningAlerts(db, { remediationStatus: ["REMEDIATED"] });
    expect(page.items.map((a) => a.id)).toEqual(["a1", "a2"]);
    expect(await countScreeningAlertsByRemediation(db)).toEqual({ REMEDIATED: 2 });
  });
});
