import { describe, expect, it } from "vitest";
import { auditFiltersSchema, toAuditQuery } from "./audit-filters";

describe("audit filters", () => {
  it("makes a day range inclusive of the last day", () => {
    const filters = auditFiltersSchema.parse({ from: "2026-03-01", to: "2026-03-02", actor: "" });
    expect(toAuditQuery(filters)).toMatchObject({
      actorEmail: undefined,
      from: "2026-03-01T00:00:00.000Z",
      to: "2026-03-03T00:00:00.000Z",
    });
  });

  it("refuses a time bound that is not a date", () => {
    expect(auditFiltersSchema.safeParse({ from: "yesterday" }).success).toBe(false);
  });
});
