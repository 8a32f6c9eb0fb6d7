import { sql, type Kysely, type Migration } from "kysely";
import { notNull } from "./dialect";

/**
 * The local index of upstream resources that have no list endpoint. Each row keeps the latest full
 * object as JSON plus the columns the list views filter and sort on.
 */
export const localIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("registered_flows")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", notNull)
      .addColumn("description", "text")
      .addColumn("input_schema", "text")
      .addColumn("kind", "text")
      .addColumn("created_at", "text", notNull)
      .addColumn("updated_at", "text", notNull)
      .execute();

    await db.schema
      .createTable("flow_runs")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("flow_id", "text", notNull)
      .addColumn("flow_version_id", "text")
      .addColumn("customer_id", "text")
      .addColumn("status", "text", notNull)
      .addColumn("trigger_type", "text")
      .addColumn("triggered_by", "text")
      .addColumn("triggered_at", "text", notNull)
      .addColumn("started_at", "text")
      .addColumn("completed_at", "text")
      // Stored rather than computed so that sorting by duration can walk an index on any dialect.
      .addColumn("duration_ms", "bigint")
      .addColumn("updated_at", "text", notNull)
      .addColumn("input", "text")
      .addColumn("has_output", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("report_present", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("degraded", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("run_mode", "text")
      .addColumn("error_code", "text")
      .addColumn("data", "text")
      .addColumn("indexed_at", "text", notNull)
      .addColumn("source", "text", notNull)
      .addCheckConstraint(
        "flow_runs_source_check",
        sql`source in ('triggered', 'event', 'lookup', 'watcher')`,
      )
      .execute();
    // One index per sort key, ending in id (the tie-breaker) so ORDER BY needs no sort step; one per
    // equality filter followed by the default sort key, so the common filtered view is also pre-sorted.
    const flowRunIndexes: Record<string, string[]> = {
      flow_runs_triggered_at: ["triggered_at", "id"],
      flow_runs_started_at: ["started_at", "id"],
      flow_runs_completed_at: ["completed_at", "id"],
      flow_runs_duration: ["duration_ms", "id"],
      flow_runs_status: ["status", "triggered_at", "id"],
      flow_runs_flow: ["flow_id", "triggered_at", "id"],
      flow_runs_trigger_type: ["trigger_type", "triggered_at", "id"],
    };
    for (const [name, columns] of Object.entries(flowRunIndexes)) {
      await db.schema.createIndex(name).on("flow_runs").columns(columns).execute();
    }

    await db.schema
      .createTable("screening_searches")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("reference", "text")
      .addColumn("status", "text", notNull)
      .addColumn("hits_total", "integer", notNull)
      .addColumn("hits_false_positive", "integer", notNull)
      .addColumn("hits_true_positive", "integer", notNull)
      .addColumn("hits_unresolved", "integer", notNull)
      .addColumn("created_at", "text")
      .addColumn("updated_at", "text", notNull)
      .addColumn("data", "text", notNull)
      .addColumn("indexed_at", "text", notNull)
      .execute();
    await db.schema
      .createIndex("screening_searches_updated_at")
      .on("screening_searches")
      .columns(["updated_at", "id"])
      .execute();
    await db.schema
      .createIndex("screening_searches_status")
      .on("screening_searches")
      .columns(["status", "updated_at", "id"])
      .execute();

    await db.schema
      .createTable("screening_alerts")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("reference", "text")
      .addColumn("status", "text")
      .addColumn("remediation_status", "text")
      .addColumn("created_at", "text")
      .addColumn("updated_at", "text", notNull)
      .addColumn("data", "text", notNull)
      .addColumn("indexed_at", "text", notNull)
      .execute();
    await db.schema
      .createIndex("screening_alerts_updated_at")
      .on("screening_alerts")
      .columns(["updated_at", "id"])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      "screening_alerts",
      "screening_searches",
      "flow_runs",
      "registered_flows",
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
