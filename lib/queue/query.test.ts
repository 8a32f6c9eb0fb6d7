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
      activeOnly: true,
      severity: [3, 1],
      assigneeId: "u1",
      openedBefore: new Date("2026-11-19T12:00:00.000Z"),
    });
  });

  it("asks for every state but closed as one predicate, and for every state as none", () => {
    expect(toWorkItemQuery({ state: ["closed"] }, "u1", now)).toMatchObject({ state: ["closed"] });
    const all = toWorkItemQuery({ state: ["active", "closed"] }, "u1", now);
    expect(all.state).toBeUndefined();
    expect(all.activeOnly).toBeUndefined();
    expect(toWorkItemQuery({ state: ["open"] }, "u1", now).state).toEqual(["open"]);
  });

  it("tells unassigned (null) from anyone's (undefined)", () => {
    expect(toWorkItemQuery({ assignee: "unassigned" }, "u1", now).assigneeId).toBeNull();
    expect(toWorkItemQuery({ assignee: "any" }, "u1", now).assigneeId).toBeUndefined();
  });

  it("refuses a page size the store would not serve", () => {
    expect(queueQuerySchema.safeParse({ page_size: "1000" }).success).toBe(false);
  });
});
