import { sql } from "kysely";
import { toIso } from "./codec";
import type { Db } from "./schema";

/**
 * Fixed-window counters in the store, so every instance sharing it counts into the same window
 * (the share-page limit). One statement per hit: concurrent hits from several instances are
 * never lost.
 */
export interface WindowRule {
  max: number;
  windowMs: number;
}

/** Counts one hit; returns the seconds to wait when over the limit, else 0. */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: WindowRule,
  now: Date,
): Promise<number> {
  const nowIso = toIso(now);
  const cutoff = toIso(now.getTime() - rule.windowMs);
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_started_at: nowIso, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => {
        const expired = eb("rate_limits.window_started_at", "<=", cutoff);
        return {
          count: eb
            .case()
            .when(expired)
            .then(1)
            .else(sql<number>`rate_limits.count + 1`)
            .end(),
          window_started_at: eb
            .case()
            .when(expired)
            .then(nowIso)
            .else(eb.ref("rate_limits.window_started_at"))
            .end(),
        };
      }),
    )
    .returning(["count", "window_started_at"])
    .executeTakeFirstOrThrow();
  if (row.count <= rule.max) return 0;
  const ends = new Date(row.window_started_at).getTime() + rule.windowMs;
  return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
}

/** Drops windows that ended before `before` (run now and then; counters are tiny). */
export async function pruneRateLimits(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("rate_limits")
    .where("window_started_at", "<", toIso(before))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
