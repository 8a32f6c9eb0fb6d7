import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { SqlDialect } from "./migrations/dialect";
import type { Database } from "./schema";

export interface OpenDatabaseOptions {
  dataDir: string;
  /** A shared PostgreSQL store (`postgres://…`); unset for the embedded SQLite file. */
  databaseUrl?: string;
  /** Connections per instance in the PostgreSQL pool (the LISTEN connection is separate). */
  poolSize?: number;
  /** PostgreSQL only: a schema to use instead of `public` (isolated unit tests). */
  searchPath?: string;
}

export const DATABASE_FILE_NAME = "console.db";

/** Waits this long for another connection's write lock (a second process, a CLI) before SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5_000;

// The store's counters and identity ids fit a JS number; pg hands int8 and numeric back as strings
// by default, which would make `count(*)` and ids strings on PostgreSQL only.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export function openDatabase(options: OpenDatabaseOptions): Kysely<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  const { dataDir } = options;
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

/** pg's own pool options for a URL, shared by the store's pool and the dedicated LISTEN client. */
export function postgresClientConfig(
  databaseUrl: string,
  { searchPath }: { searchPath?: string } = {},
): pg.ClientConfig {
  return {
    connectionString: databaseUrl,
    application_name: "compliance-console",
    // A store that does not answer must fail a request, not hang it.
    connectionTimeoutMillis: 5_000,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  };
}

function openPostgres(
  databaseUrl: string,
  { poolSize = 10, searchPath }: OpenDatabaseOptions,
): Kysely<Database> {
  const pool = new pg.Pool({
    ...postgresClientConfig(databaseUrl, { searchPath }),
    max: poolSize,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool
  // replaces it on the next checkout.
  pool.on("error", (error) => console.error("[console] idle PostgreSQL connection failed:", error));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function wrap(sqlite: SQLite.Database): Kysely<Database> {
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  sqliteHandles.set(db, sqlite);
  return db;
}

// On globalThis: the Next build may bundle this module more than once, and a store opened by one
// copy must still be found by another.
const handlesKey = Symbol.for("compliance-console.sqlite-handles");
const sqliteHandles = ((globalThis as Record<symbol, unknown>)[handlesKey] ??=
  new WeakMap()) as WeakMap<Kysely<Database>, SQLite.Database>;

/**
 * The SQLite connection under a store opened here, for the one read on every request (the
 * session's user) that keeps a prepared statement instead of building, compiling and preparing
 * its query each time; undefined on PostgreSQL.
 */
export function sqliteHandleOf(db: Kysely<Database>): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

/**
 * Which SQL dialect a store speaks, for the few places (migrations, locks) where they differ.
 * Asked of the adapter's capabilities rather than `instanceof`: the Next build may bundle Kysely
 * more than once, and a store opened by one copy fails `instanceof` against another's class.
 */
export function dialectOf<DB>(db: Kysely<DB>): SqlDialect {
  // Of the two dialects the store runs on, only PostgreSQL has transactional DDL.
  return db.getExecutor().adapter.supportsTransactionalDdl ? "postgres" : "sqlite";
}
