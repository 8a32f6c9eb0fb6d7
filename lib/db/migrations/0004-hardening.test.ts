import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openMemoryDatabase } from "../connection";
import type { Db } from "../schema";
import { listMigrations, migrateToLatest } from "./index";

let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
});

const auditRow = sql`insert into audit_events (at, action, outcome) values ('2026-03-01T00:00:00.000Z', 'user.created', 'success')`;

describe("0004-hardening", () => {
  it("makes the database itself refuse to change or delete a recorded audit event", async () => {
    db = openMemoryDatabase();
    await migrateToLatest(db);
    await auditRow.execute(db);
    await expect(sql`update audit_events set action = 'rewritten'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_events`.execute(db)).rejects.toThrow(/append-only/);
    const rows = await db.selectFrom("audit_events").select("action").execute();
    expect(rows).toEqual([{ action: "user.created" }]);
  });

  it("turns stored refused deliveries into counters and hashes earlier verified bodies once", async () => {
    db = openMemoryDatabase();
    // Up to 0003 by hand: the rows an older console stored.
    const all = listMigrations("sqlite");
    const upTo3 = Object.fromEntries(Object.entries(all).filter(([name]) => name < "0004"));
    await new Migrator({ db, provider: { getMigrations: async () => upTo3 } }).migrateToLatest();
    const insert = (valid: number, body: string, at: string) =>
      sql`insert into inbound_events (event_id, webhook_id, received_at, signature_valid, payload)
        values (${crypto.randomUUID()}, 'wh-1', ${at}, ${valid}, ${body})`.execute(db as Db);
    await insert(1, '{"id":"a"}', "2026-03-01T10:00:00.000Z");
    await insert(1, '{"id":"a"}', "2026-03-01T10:01:00.000Z");
    await insert(0, "forged 1", "2026-03-01T10:05:00.000Z");
    await insert(0, "forged 2", "2026-03-01T10:45:00.000Z");
    await migrateToLatest(db);

    const events = await db
      .selectFrom("inbound_events")
      .select(["signature_valid", "body_sha256"])
      .orderBy("id")
      .execute();
    expect(events.map((row) => [row.signature_valid, row.body_sha256 !== null])).toEqual([
      [1, true],
      [1, false],
    ]);
    const refusals = await db
      .selectFrom("inbound_refusals")
      .select(["webhook_id", "window_start", "count"])
      .execute();
    expect(refusals).toEqual([
      { webhook_id: "wh-1", window_start: "2026-03-01T10:00:00.000Z", count: 2 },
    ]);
  });
});
