import { describe, expect, it } from "vitest";
import { toWorkItemQuery } from "./query";
import { queueQuerySchema } from "./schemas";

const now = new Date("2026-11-20T12:00:00.000Z");

describe("queue URL filters", () => {
  it("reads kinds, states, severity and age from the query string, dropping unknown values", () => {
    const query = queueQuerySchema.parse({
      kind: "screening_hit,bogus",
      state: "active",
      severity: "high,low",
      age: "24h",
      assignee: "me",
    });
    expect(toWorkItemQuery(query, "u1", now)).toMatchObject({
      kind: ["screening_hit"],
      state: ["open", "escalated", "waiting"],
      severity: [3, 1],
      assigneeId: "u1",
      openedBefore: new Date("2026-11-19T12:00:00.000Z"),
    });
  });

  it("tells unassigned (null) from anyone's (undefined)", () => {
    expect(toWorkItemQuery({ assignee: "unassigned" }, "u1", now).assigneeId).toBeNull();
    expect(toWorkItemQuery({ assignee: "any" }, "u1", now).assigneeId).toBeUndefined();
  });

  it("refuses a page size the store would not serve", () => {
    expect(queueQuerySchema.safeParse({ page_size: "1000" }).success).toBe(false);
  });
});
