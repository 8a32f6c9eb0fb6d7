import { toIso } from "./codec";
import type { Db } from "./schema";

/**
 * Small named values the console remembers between requests and restarts, such as the last known
 * unacknowledged monitoring alert count. Values are JSON.
 */
export const KV_KEYS = {
  monitoringUnacknowledgedCount: "monitoring.unacknowledged_count",
} as const;

/** `value` is whatever JSON was stored; callers parse it with their own schema. */
export interface KvEntry {
  value: unknown;
  updatedAt: string;
}

export async function getKv(db: Db, key: string): Promise<KvEntry | undefined> {
  const row = await db
    .selectFrom("kv")
    .select(["value", "updated_at"])
    .where("key", "=", key)
    .executeTakeFirst();
  return row && { value: JSON.parse(row.value) as unknown, updatedAt: row.updated_at };
}

export async function setKv(db: Db, key: string, value: unknown, now: Date): Promise<void> {
  const entry = { key, value: JSON.stringify(value), updated_at: toIso(now) };
  await db
    .insertInto("kv")
    .values(entry)
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({ value: entry.value, updated_at: entry.updated_at }),
    )
    .execute();
}

export async function deleteKv(db: Db, key: string): Promise<void> {
  await db.deleteFrom("kv").where("key", "=", key).execute();
}
