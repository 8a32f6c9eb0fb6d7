import type { Db, LoginAttemptsTable } from "./schema";
import { toIso } from "./codec";

/** Failed sign-in counters, keyed by what is being limited (`account:<email>`, `address:<ip>`). */
export interface LoginAttempt {
  key: string;
  windowStartedAt: string;
  failures: number;
  lockedUntil: string | null;
}

export async function getLoginAttempts(db: Db, keys: string[]): Promise<LoginAttempt[]> {
  if (keys.length === 0) return [];
  const rows = await db.selectFrom("login_attempts").selectAll().where("key", "in", keys).execute();
  return rows.map(toAttempt);
}

/**
 * Counts one failure in a single statement, so concurrent failures are never lost. A window older
 * than `windowMs` starts again at one.
 */
export async function incrementLoginFailures(
  db: Db,
  key: string,
  { now, windowMs }: { now: Date; windowMs: number },
): Promise<LoginAttempt> {
  const nowIso = toIso(now);
  const cutoff = toIso(now.getTime() - windowMs);
  const row = await db
    .insertInto("login_attempts")
    .values({ key, window_started_at: nowIso, failures: 1, locked_until: null, updated_at: nowIso })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => {
        const expired = eb("login_attempts.window_started_at", "<=", cutoff);
        return {
          failures: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb("login_attempts.failures", "+", 1))
            .end(),
          window_started_at: eb
            .case()
            .when(expired)
            .then(nowIso)
            .else(eb.ref("login_attempts.window_started_at"))
            .end(),
          updated_at: nowIso,
        };
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAttempt(row);
}

/** Locks the key and starts a fresh count, so the lock's end gives a full new allowance. */
export async function lockLoginKey(db: Db, key: string, now: Date, until: Date): Promise<void> {
  await db
    .updateTable("login_attempts")
    .set({
      locked_until: toIso(until),
      failures: 0,
      window_started_at: toIso(now),
      updated_at: toIso(now),
    })
    .where("key", "=", key)
    .execute();
}

export async function clearLoginAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("key", "=", key).execute();
}

/** Drops counters untouched since `before` whose lock (if any) has ended. */
export async function pruneLoginAttempts(db: Db, before: Date): Promise<number> {
  const cutoff = toIso(before);
  const result = await db
    .deleteFrom("login_attempts")
    .where("updated_at", "<", cutoff)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function toAttempt(row: LoginAttemptsTable): LoginAttempt {
  return {
    key: row.key,
    windowStartedAt: row.window_started_at,
    failures: row.failures,
    lockedUntil: row.locked_until,
  };
}
