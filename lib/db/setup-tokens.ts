import { randomUUID } from "node:crypto";
import { hashToken, randomToken } from "@/lib/crypto/tokens";
import { toIso } from "./codec";
import type { Db } from "./schema";

/** The one-time link printed at start when no admin exists; only its hash is stored. */
export interface IssuedSetupToken {
  token: string;
  expiresAt: string;
}

export async function createSetupToken(
  db: Db,
  { now, ttlMs }: { now: Date; ttlMs: number },
): Promise<IssuedSetupToken> {
  const token = randomToken();
  const expiresAt = toIso(now.getTime() + ttlMs);
  await db
    .insertInto("setup_tokens")
    .values({
      id: randomUUID(),
      token_hash: hashToken(token),
      created_at: toIso(now),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** For showing the set-up form: true while the token is unused and unexpired. */
export async function isSetupTokenUsable(db: Db, token: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom("setup_tokens")
    .select("id")
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", toIso(now))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the token used in the same statement that checks it, so two concurrent submissions cannot
 * both succeed. Call it in the transaction that creates the admin.
 */
export async function consumeSetupToken(db: Db, token: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("setup_tokens")
    .set({ used_at: toIso(now) })
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", toIso(now))
    .executeTakeFirst();
  return result.numUpdatedRows > BigInt(0);
}

/** Expires every outstanding link, e.g. once an admin exists or before printing a new one. */
export async function expireSetupTokens(db: Db, now: Date): Promise<void> {
  await db
    .updateTable("setup_tokens")
    .set({ expires_at: toIso(now) })
    .where("used_at", "is", null)
    .where("expires_at", ">", toIso(now))
    .execute();
}
