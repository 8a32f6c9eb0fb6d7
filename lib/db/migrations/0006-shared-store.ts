import { sql, type Kysely, type Migration, type SqlBool } from "kysely";
import { addIdentityColumn, notNull, type SqlDialect } from "./dialect";

/**
 * What several instances sharing one store need, and what one instance needs at scale:
 * - `live_events`: the live stream's events as rows, so every instance can read what any other
 *   published (the row id is the stream's event id) and a browser can resume on any instance;
 * - watch leases: `flow_runs.watch_owner` names the instance polling an unfinished run, and
 *   `console_instances` holds each instance's heartbeat, so a lease lives as long as its owner
 *   keeps scanning (one row written per scan, not one per run); a partial index of the
 *   unfinished runs, so the watcher's scan reads those rows and not the whole table;
 * - `rate_limits`: fixed-window counters (the share-page limit) that every instance counts into;
 * - on PostgreSQL, `desc nulls last` twins of the sort indexes (SQLite serves those orders from the
 *   ascending ones; PostgreSQL's backward scan would put the nulls first).
 */
// Literal, not bound: a partial index serves a query only when its WHERE repeats this text (SQLite
// cannot match a bound parameter against the index's predicate).
export const UNFINISHED_RUNS_PREDICATE = sql.raw<SqlBool>(
  "status not in ('COMPLETED', 'FAILED', 'CANCELLED', 'SKIPPED')",
);

export function sharedStoreMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addIdentityColumn(db.schema.createTable("live_events"), dialect)
        .addColumn("type", "text", notNull)
        .addColumn("audience", "text", notNull)
        .addColumn("data", "text", notNull)
        .addColumn("at", "text", notNull)
        .execute();
      await db.schema.createIndex("live_events_at").on("live_events").column("at").execute();

      await db.schema.alterTable("flow_runs").addColumn("watch_owner", "text").execute();
      await db.schema
        .createTable("console_instances")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("started_at", "text", notNull)
        .addColumn("heartbeat_at", "text", notNull)
        .execute();
      await db.schema
        .createIndex("flow_runs_unfinished")
        .on("flow_runs")
        .columns(["triggered_at", "id"])
        .where(UNFINISHED_RUNS_PREDICATE)
        .execute();

      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("window_started_at", "text", notNull)
        .addColumn("count", "integer", notNull)
        .execute();
      await db.schema
        .createIndex("rate_limits_window")
        .on("rate_limits")
        .column("window_started_at")
        .execute();

      if (dialect === "postgres") {
        for (const column of ["started_at", "completed_at", "duration_ms"]) {
          await db.schema
            .createIndex(`flow_runs_${column}_desc`)
            .on("flow_runs")
            .expression(sql`${sql.ref(column)} desc nulls last, id desc`)
            .execute();
        }
      }
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("rate_limits").execute();
      await db.schema.dropIndex("flow_runs_unfinished").execute();
      await db.schema.dropTable("console_instances").execute();
      await db.schema.alterTable("flow_runs").dropColumn("watch_owner").execute();
      await db.schema.dropTable("live_events").execute();
    },
  };
}
