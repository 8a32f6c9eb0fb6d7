import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { getKv, setKv } from "@/lib/db/kv";
import type { Db } from "@/lib/db/schema";
import { openSecret, sealSecret, type SecretKey } from "./secretbox";

const KEY_CHECK_KV = "console.key_check";
const PLAINTEXT = "compliance-console key check";

const storedSchema = z.object({
  encryption: z.object({
    ciphertext: z.string(),
    iv: z.string(),
    authTag: z.string(),
    keyVersion: z.number(),
  }),
  auth: z.string(),
});

export class KeyMismatchError extends Error {
  constructor(which: string) {
    super(
      `${which} differs from the one this store was first used with: every console instance ` +
        `sharing the store must use the same value (stored secrets and sessions depend on it)`,
    );
    this.name = "KeyMismatchError";
  }
}

/**
 * Proves at start that this instance holds the same encryption key and session secret as the
 * instances before it, by checking a value the first one stored. A mismatch would otherwise show
 * much later, as stored API keys that cannot be opened or sessions another instance refuses.
 */
export async function verifyKeyCheck(
  db: Db,
  { encryptionKey, authSecret, now }: { encryptionKey: SecretKey; authSecret: string; now: Date },
): Promise<"stored" | "matched"> {
  const authTag = createHmac("sha256", authSecret).update(PLAINTEXT).digest("base64");
  const entry = await getKv(db, KEY_CHECK_KV);
  if (!entry) {
    const value = { encryption: sealSecret(PLAINTEXT, encryptionKey, KEY_CHECK_KV), auth: authTag };
    await setKv(db, KEY_CHECK_KV, value, now);
    return "stored";
  }
  const stored = storedSchema.parse(entry.value);
  try {
    openSecret(stored.encryption, encryptionKey, KEY_CHECK_KV);
  } catch {
    throw new KeyMismatchError("CONSOLE_ENCRYPTION_KEY");
  }
  const expected = Buffer.from(stored.auth, "base64");
  const actual = Buffer.from(authTag, "base64");
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new KeyMismatchError("AUTH_SECRET");
  }
  return "matched";
}
