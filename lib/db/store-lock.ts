import { sql } from "kysely";
import { dialectOf } from "./connection";
import type { Db } from "./schema";

/**
 * Runs `work` while no other instance sharing the store runs work under the same name: singleton
 * jobs (first admin, retention, imports). On PostgreSQL a transaction-scoped advisory lock, so a
 * crashed holder releases it with its connection and a waiting instance then re-checks inside
 * `work` and finds the job done. With SQLite there is one instance, so the lock is the process.
 */
export async function withStoreLock<T>(
  db: Db,
  name: string,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  if (dialectOf(db) !== "postgres") return work(db);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`compliance-console:${name}`}))`.execute(trx);
    return work(trx);
  });
}

/**
 * Like withStoreLock but never waits: null when another instance holds the lock now (periodic
 * jobs that only one instance should run each time).
 */
export async function tryStoreLock<T>(
  db: Db,
  name: string,
  work: (db: Db) => Promise<T>,
): Promise<T | null> {
  if (dialectOf(db) !== "postgres") return work(db);
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(hashtext(${`compliance-console:${name}`})) as locked`.execute(
      trx,
    );
    return rows[0]?.locked ? work(trx) : null;
  });
}
