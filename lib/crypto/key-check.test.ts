import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/test-db";
import { verifyKeyCheck } from "./key-check";

const key = () => ({ version: 1, key: randomBytes(32) });

describe("verifyKeyCheck", () => {
  let db: Db;
  afterEach(async () => {
    await db.destroy();
  });

  it("stores a check on first start and accepts the same keys afterwards", async () => {
    db = await createTestDb();
    const keys = { encryptionKey: key(), authSecret: "a".repeat(40), now: new Date() };
    expect(await verifyKeyCheck(db, keys)).toBe("stored");
    expect(await verifyKeyCheck(db, keys)).toBe("matched");
  });

  it("refuses an instance with another encryption key or session secret, naming which", async () => {
    db = await createTestDb();
    const first = { encryptionKey: key(), authSecret: "a".repeat(40), now: new Date() };
    await verifyKeyCheck(db, first);
    await expect(verifyKeyCheck(db, { ...first, encryptionKey: key() })).rejects.toThrow(
      /^CONSOLE_ENCRYPTION_KEY differs from the one this store was first used with/,
    );
    await expect(verifyKeyCheck(db, { ...first, authSecret: "b".repeat(40) })).rejects.toThrow(
      /^AUTH_SECRET differs/,
    );
  });
});
