import type { ColumnDefinitionBuilder, CreateTableBuilder } from "kysely";

/** Dialects the store runs on: embedded SQLite, or a shared PostgreSQL (DATABASE_URL). */
export type SqlDialect = "sqlite" | "postgres";

/**
 * Append-only tables need an ever-increasing id for keyset iteration. SQLite's AUTOINCREMENT never
 * reuses an id; PostgreSQL spells the same thing as an identity column.
 */
export function addIdentityColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: SqlDialect,
): CreateTableBuilder<T, "id"> {
  return dialect === "postgres"
    ? table.addColumn("id", "bigint", (col) => col.generatedAlwaysAsIdentity().primaryKey())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

export const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
