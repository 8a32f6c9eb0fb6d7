import { afterEach, describe, expect, it } from "vitest";
import { hitRateLimit, pruneRateLimits } from "./rate-limits";
import type { Db } from "./schema";
import { createTestDb } from "./test-db";

const rule = { max: 3, windowMs: 60_000 };
const t0 = new Date("2026-01-01T00:00:00.000Z");
const after = (ms: number) => new Date(t0.getTime() + ms);

describe("store rate limits", () => {
  let db: Db;
  afterEach(async () => {
    await db.destroy();
  });

  it("refuses past the limit until the window ends, per key", async () => {
    db = await createTestDb();
    const answers = [];
    for (let k = 0; k < 4; k += 1)
      answers.push(await hitRateLimit(db, "share:1.2.3.4", rule, after(k)));
    expect(answers).toEqual([0, 0, 0, 60]);
    expect(await hitRateLimit(db, "share:5.6.7.8", rule, after(5))).toBe(0);
    expect(await hitRateLimit(db, "share:1.2.3.4", rule, after(30_000))).toBe(30);
    expect(await hitRateLimit(db, "share:1.2.3.4", rule, after(60_000))).toBe(0);
  });

  it("counts concurrent hits exactly (several instances at once)", async () => {
    db = await createTestDb();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => hitRateLimit(db, "k", rule, t0)),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(3);
  });

  it("prunes ended windows", async () => {
    db = await createTestDb();
    await hitRateLimit(db, "old", rule, t0);
    await hitRateLimit(db, "new", rule, after(120_000));
    expect(await pruneRateLimits(db, after(60_000))).toBe(1);
  });
});
