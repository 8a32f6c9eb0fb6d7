import "server-only";
import { sql } from "kysely";
import { env } from "@/lib/env";
import { openDatabase } from "./connection";
import { migrateToLatest } from "./migrations";
import type { Db } from "./schema";

export type { Db } from "./schema";

// Kept on globalThis because Next's dev server re-evaluates modules on every edit; a module-level
// variable would open a second connection (and a second WAL writer) per reload.
const globalStore = globalThis as typeof globalThis & { __consoleDb?: Promise<Db> };

/** The process-wide store, opened and migrated on first use. */
export function getDb(): Promise<Db> {
  globalStore.__consoleDb ??= open().catch((error: unknown) => {
    // A failed open (locked file, bad migration) must not poison every later request.
    globalStore.__consoleDb = undefined;
    throw error;
  });
  return globalStore.__consoleDb;
}

async function open(): Promise<Db> {
  const db = openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  try {
    if (env.DATABASE_URL) await reachPostgres(db, env.DATABASE_URL);
    await migrateToLatest(db);
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/** A first query, so an unreachable server or a refused login reads as such at start. */
async function reachPostgres(db: Db, databaseUrl: string): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    const url = new URL(databaseUrl);
    const where = `${url.hostname}:${url.port || "5432"}${url.pathname}`;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the PostgreSQL store at ${where} (DATABASE_URL) does not answer: ${reason}`, {
      cause: error,
    });
  }
}

/** Closes the store, e.g. on shutdown; the next `getDb()` opens it again. */
export async function closeDb(): Promise<void> {
  const pending = globalStore.__consoleDb;
  globalStore.__consoleDb = undefined;
  if (pending) await (await pending).destroy();
}
