import { afterEach, describe, expect, it } from "vitest";
import { listMigrations } from "@/lib/db/migrations";
import type { Db } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/test-db";
import { storeAnswers, storeStatus } from "./store-status";

describe("store status for /api/health", () => {
  let db: Db;
  afterEach(async () => {
    await db.destroy().catch(() => undefined);
  });

  it("reports the dialect and the migration level", async () => {
    db = await createTestDb();
    const latest = Object.keys(listMigrations("sqlite")).at(-1);
    const status = await storeStatus(db);
    expect(status.status).toBe("ok");
    expect(status.migration).toEqual({ applied: latest, latest, pending: 0 });
    expect(await storeAnswers(db)).toBe(true);
  });

  it("says unavailable, without throwing, once the store is gone", async () => {
    db = await createTestDb();
    await db.destroy();
    expect(await storeAnswers(db)).toBe(false);
    expect((await storeStatus(db)).status).toBe("unavailable");
  });
});
