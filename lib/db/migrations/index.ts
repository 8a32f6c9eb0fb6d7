import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { accountsMigration } from "./0001-accounts";
import { localIndexMigration } from "./0002-local-index";
import { eventsSharesAuditMigration } from "./0003-events-shares-audit";
import { hardeningMigration } from "./0004-hardening";
import { workItemsMigration } from "./0005-work-items";
import { sharedStoreMigration } from "./0006-shared-store";
import { inboundClaimsMigration } from "./0007-inbound-claims";
import { flowRunCountsMigration } from "./0008-flow-run-counts";
import { dialectOf } from "../connection";
import type { SqlDialect } from "./dialect";

export type { SqlDialect } from "./dialect";

/**
 * Migrations are listed in code rather than discovered on disk, so they survive bundling into the
 * Next build output. Names sort in application order; never rename or edit one that has shipped.
 */
export function listMigrations(dialect: SqlDialect): Record<string, Migration> {
  return {
    "0001-accounts": accountsMigration,
    "0002-local-index": localIndexMigration,
    "0003-events-shares-audit": eventsSharesAuditMigration(dialect),
    "0004-hardening": hardeningMigration(dialect),
    "0005-work-items": workItemsMigration(dialect),
    "0006-shared-store": sharedStoreMigration(dialect),
    "0007-inbound-claims": inboundClaimsMigration,
    "0008-flow-run-counts": flowRunCountsMigration(dialect),
  };
}

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: SqlDialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return listMigrations(this.dialect);
  }
}

/**
 * Applies every pending migration; throws if one fails. Safe to call on every start, and from
 * several instances at once: on PostgreSQL, Kysely runs the whole set in one transaction under an
 * advisory lock, so the second instance waits and then finds nothing left to do.
 */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  dialect: SqlDialect = dialectOf(db),
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrationProvider(dialect),
    // Kysely looks for its bookkeeping tables in any schema unless told which: name the store's own,
    // so a database holding other consoles' schemas (or the unit tests' ones) is not misread.
    migrationTableSchema: dialect === "postgres" ? await currentSchema(db) : undefined,
  });
  // Kysely runs SQLite migrations outside a transaction and its SQLite lock is a no-op. One
  // IMMEDIATE transaction makes the whole run atomic and makes a second process starting at the
  // same moment wait (busy_timeout) and then find nothing left to do.
  if (dialect === "sqlite") await sql`begin immediate`.execute(db);
  const { error, results } = await migrator.migrateToLatest();
  if (dialect === "sqlite") await sql.raw(error ? "rollback" : "commit").execute(db);
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(`Database migration ${failed ?? ""} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((result) => result.migrationName);
}

async function currentSchema<DB>(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("The PostgreSQL store has no current schema (check search_path)");
  return schema;
}
