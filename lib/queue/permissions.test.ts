import { describe, expect, it } from "vitest";
import { canAssign, canDecide, canReopen, canWorkOn } from "./permissions";

const ada = { id: "ada", role: "analyst" as const };
const root = { id: "root", role: "admin" as const };

describe("queue permissions", () => {
  it("lets an analyst work on unassigned items and their own, not a colleague's", () => {
    expect(canWorkOn(ada, { assigneeId: null, state: "open" })).toBeNull();
    expect(canWorkOn(ada, { assigneeId: "ada", state: "open" })).toBeNull();
    expect(canWorkOn(ada, { assigneeId: "bob", state: "open" })).toMatch(/colleague/);
    expect(canAssign(ada, { assigneeId: "bob", state: "open" })).toMatch(/Only an admin/);
  });

  it("lets an admin reassign anyone's item and reopen a closed one", () => {
    expect(canAssign(root, { assigneeId: "bob", state: "open" })).toBeNull();
    expect(canReopen(root, { assigneeId: "bob", state: "closed" })).toBeNull();
    expect(canReopen(ada, { assigneeId: "ada", state: "closed" })).toMatch(/Only an admin/);
    expect(canReopen(root, { assigneeId: null, state: "open" })).toMatch(/not closed/);
  });

  it("refuses a decision on a closed item, even for its assignee", () => {
    expect(canDecide(ada, { assigneeId: "ada", state: "closed" })).toMatch(/closed/);
    expect(canDecide(ada, { assigneeId: "ada", state: "escalated" })).toBeNull();
  });
});
