import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openMemoryDatabase } from "../connection";
import type { Db } from "../schema";
import { listMigrations, migrateToLatest } from "./index";

const expectedTables = [
  "api_credentials",
  "audit_events",
  "console_instances",
  "flow_run_counts",
  "flow_runs",
  "inbound_events",
  "inbound_refusals",
  "kv",
  "live_events",
  "login_attempts",
  "rate_limits",
  "registered_flows",
  "screening_alerts",
  "screening_searches",
  "setup_tokens",
  "share_links",
  "users",
  "webhook_secrets",
  "work_item_history",
  "work_items",
];

async function tableNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
    order by name`.execute(db);
  return rows.map((row) => row.name);
}

describe("migrations", () => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.destroy();
  });

  it("create every table on an empty database", async () => {
    db = openMemoryDatabase();
    const applied = await migrateToLatest(db);
    expect(applied).toEqual(Object.keys(listMigrations("sqlite")));
    expect(await tableNames(db)).toEqual(expectedTables);
  });

  it("are idempotent: a second run applies nothing and keeps the data", async () => {
    db = openMemoryDatabase();
    await migrateToLatest(db);
    await db.insertInto("kv").values({ key: "k", value: "1", updated_at: "x" }).execute();
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await tableNames(db)).toEqual(expectedTables);
    const row = await db.selectFrom("kv").select("value").executeTakeFirst();
    expect(row?.value).toBe("1");
  });

  it("roll back a failed run as a whole", async () => {
    db = openMemoryDatabase();
    await db.schema.createTable("share_links").addColumn("id", "text").execute();
    await expect(migrateToLatest(db)).rejects.toThrow(/0003-events-shares-audit/);
    expect(await tableNames(db)).toEqual(["share_links"]);
    await db.schema.dropTable("share_links").execute();
    await migrateToLatest(db);
    expect(await tableNames(db)).toEqual(expectedTables);
  });
});
