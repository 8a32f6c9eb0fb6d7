import { sql, type Kysely, type Migration } from "kysely";
import { addIdentityColumn, notNull, type SqlDialect } from "./dialect";

/** Inbound webhook deliveries, share links and the audit log. */
export function eventsSharesAuditMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addIdentityColumn(db.schema.createTable("inbound_events"), dialect)
        .addColumn("event_id", "text")
        .addColumn("webhook_id", "text")
        .addColumn("event_name", "text")
        .addColumn("event_type", "text")
        .addColumn("target_type", "text")
        .addColumn("customer_id", "text")
        .addColumn("received_at", "text", notNull)
        .addColumn("signature_valid", "integer", notNull)
        .addColumn("payload", "text", notNull)
        .addColumn("processed_at", "text")
        .addColumn("process_error", "text")
        .execute();
      // Unique among verified deliveries only: otherwise anyone could pre-claim an X-Event-Id with a
      // forged request and make the genuine delivery look like a replay.
      await db.schema
        .createIndex("inbound_events_event_id_unique")
        .on("inbound_events")
        .column("event_id")
        .unique()
        .where(sql.ref("signature_valid"), "=", 1)
        .execute();
      await db.schema
        .createIndex("inbound_events_event_type")
        .on("inbound_events")
        .columns(["event_type", "id"])
        .execute();
      await db.schema
        .createIndex("inbound_events_event_name")
        .on("inbound_events")
        .columns(["event_name", "id"])
        .execute();
      await db.schema
        .createIndex("inbound_events_unprocessed")
        .on("inbound_events")
        .column("id")
        .where(sql.ref("processed_at"), "is", null)
        .execute();

      await db.schema
        .createTable("share_links")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("token_hash", "text", (col) => col.notNull().unique())
        .addColumn("kind", "text", notNull)
        .addColumn("target_id", "text", notNull)
        .addColumn("label", "text")
        .addColumn("snapshot", "text", notNull)
        .addColumn("snapshot_sha256", "text", notNull)
        .addColumn("created_by", "text", (col) => col.notNull().references("users.id"))
        .addColumn("created_at", "text", notNull)
        .addColumn("expires_at", "text", notNull)
        .addColumn("revoked_at", "text")
        .addColumn("revoked_by", "text", (col) => col.references("users.id"))
        .addColumn("view_count", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("last_viewed_at", "text")
        .addCheckConstraint(
          "share_links_kind_check",
          sql`kind in ('flow_run_report', 'cdd_report')`,
        )
        .execute();
      await db.schema
        .createIndex("share_links_created_at")
        .on("share_links")
        .columns(["created_at", "id"])
        .execute();
      await db.schema
        .createIndex("share_links_created_by")
        .on("share_links")
        .columns(["created_by", "created_at", "id"])
        .execute();

      await addIdentityColumn(db.schema.createTable("audit_events"), dialect)
        .addColumn("at", "text", notNull)
        .addColumn("actor_id", "text")
        .addColumn("actor_email", "text")
        .addColumn("action", "text", notNull)
        .addColumn("target_type", "text")
        .addColumn("target_id", "text")
        .addColumn("outcome", "text", notNull)
        .addColumn("detail", "text")
        .addCheckConstraint("audit_events_outcome_check", sql`outcome in ('success', 'failure')`)
        .execute();
      const auditIndexes: Record<string, string[]> = {
        audit_events_at: ["at", "id"],
        audit_events_actor_id: ["actor_id", "at", "id"],
        audit_events_actor_email: ["actor_email", "at", "id"],
        audit_events_action: ["action", "at", "id"],
        audit_events_target: ["target_type", "target_id", "at", "id"],
      };
      for (const [name, columns] of Object.entries(auditIndexes)) {
        await db.schema.createIndex(name).on("audit_events").columns(columns).execute();
      }
    },

    async down(db: Kysely<unknown>) {
      for (const table of ["audit_events", "share_links", "inbound_events"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
