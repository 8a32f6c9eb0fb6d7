import { openMemoryDatabase } from "./connection";
import { migrateToLatest } from "./migrations";
import type { Db } from "./schema";

/** A fresh, fully migrated in-memory store: one per test, nothing shared. */
export async function createTestDb(): Promise<Db> {
  const db = openMemoryDatabase();
  await migrateToLatest(db);
  return db;
}
