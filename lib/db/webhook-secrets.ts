import { openSecret, sealSecret, type SecretKey } from "@/lib/crypto/secretbox";
import { toIso } from "./codec";
import type { Db } from "./schema";

/**
 * The secret the console gave the upstream when it created a webhook pointing at itself, kept
 * encrypted so inbound deliveries can be verified.
 */
function associatedData(webhookId: string): string {
  return `webhook_secrets\u0000${webhookId}`;
}

export async function saveWebhookSecret(
  db: Db,
  input: { webhookId: string; secret: string; key: SecretKey; now: Date },
): Promise<void> {
  const sealed = sealSecret(input.secret, input.key, associatedData(input.webhookId));
  const values = {
    ciphertext: sealed.ciphertext,
    iv: sealed.iv,
    auth_tag: sealed.authTag,
    key_version: sealed.keyVersion,
    created_at: toIso(input.now),
  };
  await db
    .insertInto("webhook_secrets")
    .values({ webhook_id: input.webhookId, ...values })
    .onConflict((oc) => oc.column("webhook_id").doUpdateSet(values))
    .execute();
}

/** The plaintext secret, or undefined for a webhook the console did not create. */
export async function readWebhookSecret(
  db: Db,
  webhookId: string,
  keys: SecretKey | readonly SecretKey[],
): Promise<string | undefined> {
  return (await readWebhookSecretWithVersion(db, webhookId, keys))?.secret;
}

/**
 * What changes whenever the secret is saved again (its random IV), read without decrypting: a
 * cached secret is still the stored one while this is unchanged. Undefined when there is none.
 */
export async function readWebhookSecretVersion(
  db: Db,
  webhookId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("webhook_secrets")
    .select("iv")
    .where("webhook_id", "=", webhookId)
    .executeTakeFirst();
  return row?.iv;
}

/** The plaintext secret with its version (see above), for the receiver's cache. */
export async function readWebhookSecretWithVersion(
  db: Db,
  webhookId: string,
  keys: SecretKey | readonly SecretKey[],
): Promise<{ secret: string; version: string } | undefined> {
  const row = await db
    .selectFrom("webhook_secrets")
    .selectAll()
    .where("webhook_id", "=", webhookId)
    .executeTakeFirst();
  if (!row) return undefined;
  const secret = openSecret(
    { ciphertext: row.ciphertext, iv: row.iv, authTag: row.auth_tag, keyVersion: row.key_version },
    keys,
    associatedData(row.webhook_id),
  );
  return { secret, version: row.iv };
}

export async function listWebhookSecretIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("webhook_secrets").select("webhook_id").execute();
  return rows.map((row) => row.webhook_id);
}

export async function deleteWebhookSecret(db: Db, webhookId: string): Promise<void> {
  await db.deleteFrom("webhook_secrets").where("webhook_id", "=", webhookId).execute();
}
