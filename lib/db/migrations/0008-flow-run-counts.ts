import { sql, type Kysely, type Migration } from "kysely";
import type { SqlDialect } from "./dialect";

/**
 * `flow_run_counts`: how many indexed runs there are per (status, flow, trigger type), kept by
 * triggers on `flow_runs`, so the runs list's total for any mix of those filters is a sum over a
 * few dozen rows instead of a count over every matching run. On PostgreSQL that count was a scan
 * of the wide run rows (the stored run objects) on every page: ~30 ms at 100,000 runs. A run
 * without a trigger type is counted under ''.
 */
export function flowRunCountsMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("flow_run_counts")
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("flow_id", "text", (col) => col.notNull())
        .addColumn("trigger_type", "text", (col) => col.notNull())
        .addColumn("runs", "integer", (col) => col.notNull())
        .addPrimaryKeyConstraint("flow_run_counts_key", ["status", "flow_id", "trigger_type"])
        .execute();
      await sql`
        insert into flow_run_counts (status, flow_id, trigger_type, runs)
        select status, flow_id, coalesce(trigger_type, ''), count(*) from flow_runs
        group by status, flow_id, coalesce(trigger_type, '')`.execute(db);
      if (dialect === "postgres") await createPostgresTriggers(db);
      else await createSqliteTriggers(db);
    },

    async down(db: Kysely<unknown>) {
      if (dialect === "postgres") {
        await sql`drop trigger flow_runs_count on flow_runs`.execute(db);
        await sql`drop function flow_run_counts_apply()`.execute(db);
      } else {
        for (const name of ["insert", "update", "delete"]) {
          await sql.raw(`drop trigger flow_runs_count_${name}`).execute(db);
        }
      }
      await db.schema.dropTable("flow_run_counts").execute();
    },
  };
}

const KEY_OF = (row: "new" | "old") =>
  `${row}.status, ${row}.flow_id, coalesce(${row}.trigger_type, '')`;
const SAME_KEY = `status = old.status and flow_id = old.flow_id
  and trigger_type = coalesce(old.trigger_type, '')`;
const ADD_NEW = `insert into flow_run_counts (status, flow_id, trigger_type, runs)
  values (${KEY_OF("new")}, 1)
  on conflict (status, flow_id, trigger_type) do update set runs = flow_run_counts.runs + 1`;
const REMOVE_OLD = `update flow_run_counts set runs = runs - 1 where ${SAME_KEY}`;

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create trigger flow_runs_count_insert after insert on flow_runs
    begin ${ADD_NEW}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger flow_runs_count_delete after delete on flow_runs
    begin ${REMOVE_OLD}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger flow_runs_count_update
    after update of status, flow_id, trigger_type on flow_runs
    when old.status is not new.status or old.flow_id is not new.flow_id
      or old.trigger_type is not new.trigger_type
    begin ${REMOVE_OLD}; ${ADD_NEW}; end`,
    )
    .execute(db);
}

/**
 * One row-level trigger function. A moved run touches two count rows; it locks them in key order,
 * so two instances moving runs in opposite directions at once cannot deadlock. The function keeps
 * the schema it was created in (tests and shared servers hold several stores side by side).
 */
async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function flow_run_counts_apply() returns trigger
    language plpgsql set search_path from current as $$
    begin
      if tg_op = 'INSERT' then
        ${ADD_NEW};
      elsif tg_op = 'DELETE' then
        ${REMOVE_OLD};
      elsif (${KEY_OF("old")}) is distinct from (${KEY_OF("new")}) then
        if (${KEY_OF("old")}) < (${KEY_OF("new")}) then
          ${REMOVE_OLD};
          ${ADD_NEW};
        else
          ${ADD_NEW};
          ${REMOVE_OLD};
        end if;
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql`create trigger flow_runs_count
    after insert or delete or update of status, flow_id, trigger_type on flow_runs
    for each row execute function flow_run_counts_apply()`.execute(db);
}
