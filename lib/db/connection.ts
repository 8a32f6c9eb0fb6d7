import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { Database } from "./schema";

export interface OpenDatabaseOptions {
  dataDir: string;
  /** A shared PostgreSQL store; accepted here so the caller fails loudly instead of silently using SQLite. */
  databaseUrl?: string;
}

export const DATABASE_FILE_NAME = "console.db";

/** Waits this long for another connection's write lock (a second process, a CLI) before SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5_000;

export function openDatabase({ dataDir, databaseUrl }: OpenDatabaseOptions): Kysely<Database> {
  if (databaseUrl !== undefined && databaseUrl !== "") {
    throw new Error(
      "DATABASE_URL (PostgreSQL) is not supported in this build yet; unset it to use the embedded store",
    );
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE_NAME));
  // WAL lets readers (page renders) proceed while the webhook receiver or watcher writes.
  sqlite.pragma("journal_mode = WAL");
  // NORMAL is durable across application crashes in WAL mode; only a power loss can drop the last commit.
  sqlite.pragma("synchronous = NORMAL");
  return wrap(sqlite);
}

export function openMemoryDatabase(): Kysely<Database> {
  return wrap(new SQLite(":memory:"));
}

function wrap(sqlite: SQLite.Database): Kysely<Database> {
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
