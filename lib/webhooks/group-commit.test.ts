import { describe, expect, it } from "vitest";
import { GroupCommit } from "./group-commit";

describe("group commit", () => {
  it("writes what gathered in one call and gives each caller its own result", async () => {
    const writes: number[][] = [];
    const commit = new GroupCommit<number, number>(
      async (items) => {
        writes.push(items);
        return items.map((item) => item * 10);
      },
      { windowMs: 60_000, maxBatch: 3 },
    );
    expect(await Promise.all([commit.add(1), commit.add(2), commit.add(3)])).toEqual([10, 20, 30]);
    expect(writes).toEqual([[1, 2, 3]]);
  });

  it("fails every caller of a failed write, and the next group is written as usual", async () => {
    let fail = true;
    const commit = new GroupCommit<number, number>(
      async (items) => {
        if (fail) throw new Error("store down");
        return items;
      },
      { windowMs: 60_000, maxBatch: 2 },
    );
    const failed = await Promise.allSettled([commit.add(1), commit.add(2)]);
    expect(failed.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await Promise.all([commit.add(3), commit.add(4)])).toEqual([3, 4]);
  });

  it("writes a lone item once its window has passed", async () => {
    const commit = new GroupCommit<string, string>(async (items) => items, {
      windowMs: 1,
      maxBatch: 100,
    });
    expect(await commit.add("only")).toBe("only");
  });
});
