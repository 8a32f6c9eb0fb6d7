import { sql } from "kysely";
import { dialectOf } from "./connection";
import type { Db } from "./schema";

/**
 * Runs `work` in a transaction that holds the run's row, so instances recording the same run
 * take turns. The row may not exist yet (first sight of a run), so the lock is an advisory one
 * keyed by the run id rather than SELECT … FOR UPDATE. SQLite: one instance, whose updates of a
 * run are already serialised in process (lib/events/run-updates.ts).
 */
export async function withRunRowLock<T>(
  db: Db,
  runId: string,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  if (dialectOf(db) !== "postgres") return work(db);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`run:${runId}`}))`.execute(trx);
    return work(trx);
  });
}
