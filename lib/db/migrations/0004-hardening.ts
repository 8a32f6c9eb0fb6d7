import { createHash } from "node:crypto";
import { sql, type Kysely, type Migration } from "kysely";
import { addIdentityColumn, notNull, type SqlDialect } from "./dialect";

/**
 * Replay defence on what the signature covers (webhook id + body hash), bounded counters instead of
 * stored refused deliveries, an audit log the database itself keeps append-only, and the share
 * link's reviewer-facing sharer name and shared documents.
 */
export function hardeningMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("inbound_events").addColumn("body_sha256", "text").execute();
      await backfillBodyHashes(db);
      await db.schema
        .createIndex("inbound_events_body_unique")
        .on("inbound_events")
        .columns(["webhook_id", "body_sha256"])
        .unique()
        .where(sql.ref("signature_valid"), "=", 1)
        .execute();

      // One row per webhook, reason and hour: however many refusals arrive, the table stays small.
      await addIdentityColumn(db.schema.createTable("inbound_refusals"), dialect)
        .addColumn("webhook_id", "text", notNull)
        .addColumn("reason", "text", notNull)
        .addColumn("window_start", "text", notNull)
        .addColumn("count", "integer", notNull)
        .addColumn("last_at", "text", notNull)
        .addUniqueConstraint("inbound_refusals_window_unique", [
          "webhook_id",
          "reason",
          "window_start",
        ])
        .execute();
      await moveRefusedDeliveries(db);

      await db.schema.alterTable("share_links").addColumn("sharer_name", "text").execute();
      await db.schema.alterTable("share_links").addColumn("documents", "text").execute();

      await appendOnlyAudit(db, dialect);
    },

    async down(db: Kysely<unknown>) {
      if (dialect === "postgres") {
        await sql`drop trigger if exists audit_events_no_change on audit_events`.execute(db);
        await sql`drop trigger if exists audit_events_no_truncate on audit_events`.execute(db);
        await sql`drop function if exists audit_events_append_only()`.execute(db);
      } else {
        await sql`drop trigger if exists audit_events_no_update`.execute(db);
        await sql`drop trigger if exists audit_events_no_delete`.execute(db);
      }
      await db.schema.alterTable("share_links").dropColumn("documents").execute();
      await db.schema.alterTable("share_links").dropColumn("sharer_name").execute();
      await db.schema.dropTable("inbound_refusals").execute();
      await db.schema.dropIndex("inbound_events_body_unique").execute();
      await db.schema.alterTable("inbound_events").dropColumn("body_sha256").execute();
    },
  };
}

interface StoredDelivery {
  id: number | string;
  webhook_id: string | null;
  payload: string;
}

/** Earlier verified rows get their hash; a later copy of the same body keeps null (it was a replay). */
async function backfillBodyHashes(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<StoredDelivery>`
    select id, webhook_id, payload from inbound_events where signature_valid = 1 order by id`.execute(
    db,
  );
  const seen = new Set<string>();
  for (const row of rows) {
    const hash = createHash("sha256").update(row.payload, "utf8").digest("hex");
    const key = `${row.webhook_id ?? ""}\n${hash}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await sql`update inbound_events set body_sha256 = ${hash} where id = ${row.id}`.execute(db);
  }
}

/** Refused deliveries kept so far become counters; their bodies, never trustworthy, are dropped. */
async function moveRefusedDeliveries(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ webhook_id: string | null; received_at: string }>`
    select webhook_id, received_at from inbound_events where signature_valid = 0`.execute(db);
  const windows = new Map<
    string,
    { webhookId: string; start: string; count: number; last: string }
  >();
  for (const row of rows) {
    const webhookId = row.webhook_id ?? "";
    const start = `${row.received_at.slice(0, 13)}:00:00.000Z`;
    const key = `${webhookId}\n${start}`;
    const entry = windows.get(key) ?? { webhookId, start, count: 0, last: row.received_at };
    entry.count += 1;
    if (row.received_at > entry.last) entry.last = row.received_at;
    windows.set(key, entry);
  }
  for (const entry of windows.values()) {
    await sql`insert into inbound_refusals (webhook_id, reason, window_start, count, last_at)
      values (${entry.webhookId}, ${"invalid_signature"}, ${entry.start}, ${entry.count}, ${entry.last})`.execute(
      db,
    );
  }
  await sql`delete from inbound_events where signature_valid = 0`.execute(db);
}

/** The database refuses to change or remove a recorded audit event, whoever asks. */
async function appendOnlyAudit(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  if (dialect === "postgres") {
    await sql`create function audit_events_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_events is append-only'; end $$`.execute(db);
    await sql`create trigger audit_events_no_change before update or delete on audit_events
      for each row execute function audit_events_append_only()`.execute(db);
    await sql`create trigger audit_events_no_truncate before truncate on audit_events
      for each statement execute function audit_events_append_only()`.execute(db);
    return;
  }
  await sql`create trigger audit_events_no_update before update on audit_events
    begin select raise(abort, 'audit_events is append-only'); end`.execute(db);
  await sql`create trigger audit_events_no_delete before delete on audit_events
    begin select raise(abort, 'audit_events is append-only'); end`.execute(db);
}
