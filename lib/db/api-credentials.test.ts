import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SecretDecryptionError, type SecretKey } from "@/lib/crypto/secretbox";
import {
  deleteApiCredential,
  getActiveApiCredential,
  listApiCredentials,
  revealApiKey,
  setApiCredential,
} from "./api-credentials";
import type { Db } from "./schema";
import { createTestDb } from "./test-db";
import { readWebhookSecret, saveWebhookSecret } from "./webhook-secrets";

const key: SecretKey = { version: 1, key: randomBytes(32) };
const t0 = new Date("2025-01-01T00:00:00.000Z");
const t1 = new Date("2025-02-01T00:00:00.000Z");

describe("stored API key", () => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb();
  });
  afterEach(async () => {
    await db.destroy();
  });

  const set = (apiKey: string, now: Date, environment: "production" | "sandbox" = "production") =>
    setApiCredential(db, {
      environment,
      baseUrl: "https://api.example.com",
      apiKey,
      createdBy: null,
      key,
      now,
    });

  it("keeps the key encrypted and shows only its last four characters", async () => {
    const info = await set("sk_live_0123456789abcd", t0);
    expect(info).toMatchObject({
      environment: "production",
      last4: "abcd",
      keyVersion: 1,
      rotatedAt: null,
    });
    expect(info).not.toHaveProperty("ciphertext");
    const rows = await db.selectFrom("api_credentials").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain("0123456789");
    expect(await revealApiKey(db, "production", key)).toEqual({
      apiKey: "sk_live_0123456789abcd",
      baseUrl: "https://api.example.com",
    });
  });

  it("keeps one row per environment and rotates in place", async () => {
    const first = await set("key-one-1111", t0);
    await set("sandbox-key-2222", t0, "sandbox");
    const rotated = await set("key-two-3333", t1);
    expect(rotated).toMatchObject({
      id: first.id,
      last4: "3333",
      createdAt: t0.toISOString(),
      rotatedAt: t1.toISOString(),
    });
    expect((await listApiCredentials(db)).map((c) => c.environment)).toEqual([
      "production",
      "sandbox",
    ]);
    expect((await revealApiKey(db, "production", key))?.apiKey).toBe("key-two-3333");
    expect((await getActiveApiCredential(db, "sandbox"))?.last4).toBe("2222");
  });

  it("refuses to decrypt a row pointed at another host", async () => {
    await set("sk_live_0123456789abcd", t0);
    await db.updateTable("api_credentials").set({ base_url: "https://attacker.example" }).execute();
    await expect(revealApiKey(db, "production", key)).rejects.toThrow(SecretDecryptionError);
  });

  it("forgets a deleted key", async () => {
    await set("sk_live_0123456789abcd", t0);
    expect(await deleteApiCredential(db, "production")).toBe(true);
    expect(await revealApiKey(db, "production", key)).toBeUndefined();
    expect(await getActiveApiCredential(db, "production")).toBeUndefined();
  });
});

describe("webhook secrets", () => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb();
  });
  afterEach(async () => {
    await db.destroy();
  });

  it("round-trip per webhook and do not decrypt under another webhook's id", async () => {
    await saveWebhookSecret(db, { webhookId: "wh-1", secret: "whsec_one", key, now: t0 });
    await saveWebhookSecret(db, { webhookId: "wh-2", secret: "whsec_two", key, now: t0 });
    expect(await readWebhookSecret(db, "wh-1", key)).toBe("whsec_one");
    expect(await readWebhookSecret(db, "wh-unknown", key)).toBeUndefined();

    const one = await db
      .selectFrom("webhook_secrets")
      .selectAll()
      .where("webhook_id", "=", "wh-1")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("webhook_secrets")
      .set({ ciphertext: one.ciphertext, iv: one.iv, auth_tag: one.auth_tag })
      .where("webhook_id", "=", "wh-2")
      .execute();
    await expect(readWebhookSecret(db, "wh-2", key)).rejects.toThrow(SecretDecryptionError);
  });
});
