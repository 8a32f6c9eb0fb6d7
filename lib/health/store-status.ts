import { sql } from "kysely";
import { dialectOf } from "@/lib/db/connection";
import { listMigrations } from "@/lib/db/migrations";
import type { Db } from "@/lib/db/schema";
import type { SqlDialect } from "@/lib/db/migrations/dialect";

export interface StoreStatus {
  status: "ok" | "unavailable";
  dialect: SqlDialect;
  /** The newest applied migration and how many in this build are not applied yet. */
  migration: { applied: string | null; latest: string; pending: number } | null;
}

/** What /api/health tells an admin about the store; never throws. */
export async function storeStatus(db: Db): Promise<StoreStatus> {
  const dialect = dialectOf(db);
  const names = Object.keys(listMigrations(dialect));
  const latest = names.at(-1) ?? "";
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    const newest = names.filter((name) => applied.has(name)).at(-1) ?? null;
    return {
      status: "ok",
      dialect,
      migration: { applied: newest, latest, pending: names.filter((n) => !applied.has(n)).length },
    };
  } catch {
    return { status: "unavailable", dialect, migration: null };
  }
}

/** The cheap readiness probe: one trivial query. */
export async function storeAnswers(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
