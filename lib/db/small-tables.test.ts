import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "@/lib/crypto/tokens";
import { getKv, KV_KEYS, setKv } from "./kv";
import {
  deleteRegisteredFlow,
  getRegisteredFlow,
  listRegisteredFlows,
  upsertRegisteredFlow,
} from "./registered-flows";
import type { Db } from "./schema";
import {
  consumeSetupToken,
  createSetupToken,
  expireSetupTokens,
  isSetupTokenUsable,
} from "./setup-tokens";
import { createTestDb } from "./test-db";

const now = new Date("2025-01-01T00:00:00.000Z");
const plus = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe("small tables", () => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb();
  });
  afterEach(async () => {
    await db.destroy();
  });

  it("setup tokens work once, before expiry, and are stored hashed", async () => {
    const { token } = await createSetupToken(db, { now, ttlMs: 60 * 60_000 });
    const row = await db.selectFrom("setup_tokens").selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(await isSetupTokenUsable(db, token, plus(30))).toBe(true);
    expect(await consumeSetupToken(db, "wrong", plus(30))).toBe(false);
    const attempts = await Promise.all([
      consumeSetupToken(db, token, plus(30)),
      consumeSetupToken(db, token, plus(30)),
    ]);
    expect(attempts.sort()).toEqual([false, true]);
    expect(await isSetupTokenUsable(db, token, plus(31))).toBe(false);

    const late = await createSetupToken(db, { now, ttlMs: 60 * 60_000 });
    expect(await consumeSetupToken(db, late.token, plus(61))).toBe(false);
    const revoked = await createSetupToken(db, { now, ttlMs: 60 * 60_000 });
    await expireSetupTokens(db, plus(1));
    expect(await isSetupTokenUsable(db, revoked.token, plus(2))).toBe(false);
  });

  it("kv remembers the last value with its time", async () => {
    expect(await getKv(db, KV_KEYS.monitoringUnacknowledgedCount)).toBeUndefined();
    await setKv(db, KV_KEYS.monitoringUnacknowledgedCount, 3, now);
    await setKv(db, KV_KEYS.monitoringUnacknowledgedCount, 5, plus(1));
    expect(await getKv(db, KV_KEYS.monitoringUnacknowledgedCount)).toEqual({
      value: 5,
      updatedAt: plus(1).toISOString(),
    });
  });

  it("registered flows upsert, list by name and delete", async () => {
    await upsertRegisteredFlow(
      db,
      { id: "f2", name: "Sanctions check", inputSchema: { type: "object" }, kind: "report" },
      now,
    );
    await upsertRegisteredFlow(db, { id: "f1", name: "Adverse media" }, now);
    const renamed = await upsertRegisteredFlow(
      db,
      { id: "f2", name: "Sanctions screen", inputSchema: null },
      plus(5),
    );
    expect(renamed).toMatchObject({
      createdAt: now.toISOString(),
      updatedAt: plus(5).toISOString(),
      inputSchema: null,
    });
    expect((await listRegisteredFlows(db)).map((f) => f.name)).toEqual([
      "Adverse media",
      "Sanctions screen",
    ]);
    expect(await deleteRegisteredFlow(db, "f1")).toBe(true);
    expect(await getRegisteredFlow(db, "f1")).toBeUndefined();
  });
});
