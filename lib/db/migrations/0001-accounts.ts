import { sql, type Kysely, type Migration } from "kysely";
import { notNull } from "./dialect";

/** Users, sign-in protection and the console's own encrypted secrets. */
export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("users")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("email", "text", notNull)
      .addColumn("name", "text", notNull)
      .addColumn("role", "text", notNull)
      .addColumn("password_hash", "text")
      .addColumn("disabled_at", "text")
      .addColumn("session_version", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("created_at", "text", notNull)
      .addColumn("updated_at", "text", notNull)
      .addColumn("last_login_at", "text")
      .addUniqueConstraint("users_email_unique", ["email"])
      .addCheckConstraint("users_email_lower", sql`email = lower(email)`)
      .addCheckConstraint("users_role_check", sql`role in ('analyst', 'admin')`)
      .execute();

    await db.schema
      .createTable("login_attempts")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("window_started_at", "text", notNull)
      .addColumn("failures", "integer", notNull)
      .addColumn("locked_until", "text")
      .addColumn("updated_at", "text", notNull)
      .execute();
    await db.schema
      .createIndex("login_attempts_updated_at")
      .on("login_attempts")
      .column("updated_at")
      .execute();

    await db.schema
      .createTable("setup_tokens")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("token_hash", "text", (col) => col.notNull().unique())
      .addColumn("created_at", "text", notNull)
      .addColumn("expires_at", "text", notNull)
      .addColumn("used_at", "text")
      .execute();

    await db.schema
      .createTable("api_credentials")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("environment", "text", (col) => col.notNull().unique())
      .addColumn("base_url", "text")
      .addColumn("ciphertext", "text", notNull)
      .addColumn("iv", "text", notNull)
      .addColumn("auth_tag", "text", notNull)
      .addColumn("key_version", "integer", notNull)
      .addColumn("last4", "text", notNull)
      .addColumn("created_by", "text", (col) => col.references("users.id"))
      .addColumn("created_at", "text", notNull)
      .addColumn("rotated_at", "text")
      .addCheckConstraint(
        "api_credentials_environment_check",
        sql`environment in ('production', 'sandbox')`,
      )
      .execute();

    await db.schema
      .createTable("webhook_secrets")
      .addColumn("webhook_id", "text", (col) => col.primaryKey())
      .addColumn("ciphertext", "text", notNull)
      .addColumn("iv", "text", notNull)
      .addColumn("auth_tag", "text", notNull)
      .addColumn("key_version", "integer", notNull)
      .addColumn("created_at", "text", notNull)
      .execute();

    await db.schema
      .createTable("kv")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("value", "text", notNull)
      .addColumn("updated_at", "text", notNull)
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      "kv",
      "webhook_secrets",
      "api_credentials",
      "setup_tokens",
      "login_attempts",
      "users",
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
