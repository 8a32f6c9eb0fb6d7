import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { accountsMigration } from "./0001-accounts";
import { localIndexMigration } from "./0002-local-index";
import { eventsSharesAuditMigration } from "./0003-events-shares-audit";
import { hardeningMigration } from "./0004-hardening";
import { workItemsMigration } from "./0005-work-items";
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
  };
}

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: SqlDialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return listMigrations(this.dialect);
  }
}

/** Applies every pending migration; throws if one fails. Safe to call on every start. */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  dialect: SqlDialect = "sqlite",
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(dialect) });
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
