import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { DATABASE_FILE_NAME, dialectOf, openDatabase, openMemoryDatabase } from "./connection";
import { migrateToLatest } from "./migrations";
import type { Db } from "./schema";
import { createTestSchema, testDatabaseUrl } from "./test-db";

describe("openDatabase", () => {
  const dirs: string[] = [];
  const dbs: Db[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) await db.destroy();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("creates the data directory and a WAL database with foreign keys enforced", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "console-db-"));
    dirs.push(root);
    const dataDir = path.join(root, "nested", "data");
    const db = openDatabase({ dataDir });
    dbs.push(db);
    await migrateToLatest(db);
    expect(statSync(path.join(dataDir, DATABASE_FILE_NAME)).isFile()).toBe(true);

    const pragma = async (name: string) =>
      (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0];
    expect(await pragma("journal_mode")).toEqual({ journal_mode: "wal" });
    expect(await pragma("foreign_keys")).toEqual({ foreign_keys: 1 });
    expect(await pragma("busy_timeout")).toEqual({ timeout: 5000 });

    const orphan = db.insertInto("share_links").values({
      id: "s1",
      token_hash: "h",
      kind: "cdd_report",
      target_id: "c1",
      label: null,
      snapshot: "",
      snapshot_sha256: "",
      created_by: "no-such-user",
      created_at: "x",
      expires_at: "y",
      revoked_at: null,
      revoked_by: null,
      last_viewed_at: null,
    });
    await expect(orphan.execute()).rejects.toThrow(/FOREIGN KEY/);
  });

  it("keeps data across reopening", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "console-db-"));
    dirs.push(dataDir);
    const first = openDatabase({ dataDir });
    await migrateToLatest(first);
    await first.insertInto("kv").values({ key: "k", value: "42", updated_at: "t" }).execute();
    await first.destroy();

    const second = openDatabase({ dataDir });
    dbs.push(second);
    expect(await migrateToLatest(second)).toEqual([]);
    expect((await second.selectFrom("kv").select("value").executeTakeFirst())?.value).toBe("42");
  });

  it("speaks SQLite without DATABASE_URL", () => {
    const db = openMemoryDatabase();
    dbs.push(db);
    expect(dialectOf(db)).toBe("sqlite");
  });

  it.skipIf(!testDatabaseUrl())("opens and migrates a PostgreSQL store from its URL", async () => {
    const databaseUrl = testDatabaseUrl() as string;
    const searchPath = await createTestSchema(databaseUrl);
    const db = openDatabase({ dataDir: "", databaseUrl, poolSize: 2, searchPath });
    dbs.push(db);
    expect(dialectOf(db)).toBe("postgres");
    expect(await migrateToLatest(db)).toContain("0001-accounts");
    await db.insertInto("kv").values({ key: "k", value: "1", updated_at: "t" }).execute();
    const { count } = await db
      .selectFrom("kv")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    // pg returns bigint counts as strings unless told otherwise; the repositories expect numbers.
    expect(count).toBe(1);
  });

  it("fails with the server's reason when the PostgreSQL store cannot be reached", async () => {
    const db = openDatabase({ dataDir: "", databaseUrl: "postgres://nobody@127.0.0.1:1/none" });
    dbs.push(db);
    await expect(migrateToLatest(db)).rejects.toThrow(/ECONNREFUSED/);
  });
});
