import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, openMemoryDatabase, postgresClientConfig } from "./connection";
import { migrateToLatest } from "./migrations";
import type { Db } from "./schema";

/**
 * A fresh, fully migrated store: one per test, nothing shared. In-memory SQLite by default; with
 * `TEST_DATABASE_URL` set (vitest.config.ts hands it over), a new schema on that PostgreSQL
 * server, so the same repository tests run on both dialects (`npm test` runs them twice).
 */
export async function createTestDb(): Promise<Db> {
  const databaseUrl = testDatabaseUrl();
  const db = databaseUrl ? await openTestPostgres(databaseUrl) : openMemoryDatabase();
  await migrateToLatest(db);
  return db;
}

export function testDatabaseUrl(): string | undefined {
  return inject("testDatabaseUrl") || undefined;
}

/** An empty schema of its own on the test server; the cluster is thrown away after the run. */
export async function createTestSchema(databaseUrl: string): Promise<string> {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client(postgresClientConfig(databaseUrl));
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  return schema;
}

async function openTestPostgres(databaseUrl: string): Promise<Db> {
  const searchPath = await createTestSchema(databaseUrl);
  return openDatabase({ dataDir: "", databaseUrl, poolSize: 3, searchPath });
}
