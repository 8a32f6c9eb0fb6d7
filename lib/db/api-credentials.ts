import { randomUUID } from "node:crypto";
import { openSecret, sealSecret, type SecretKey } from "@/lib/crypto/secretbox";
import { toIso } from "./codec";
import type { ApiCredentialsTable, ApiEnvironment, Db } from "./schema";

/** What may be shown or logged about a stored API key: never the key itself. */
export interface ApiCredentialInfo {
  id: string;
  environment: ApiEnvironment;
  baseUrl: string | null;
  last4: string;
  keyVersion: number;
  createdBy: string | null;
  createdAt: string;
  rotatedAt: string | null;
}

export interface NewApiCredential {
  environment: ApiEnvironment;
  baseUrl: string | null;
  apiKey: string;
  createdBy: string | null;
  key: SecretKey;
  now: Date;
}

/**
 * Binds the ciphertext to its row, environment and base URL: a key copied to another environment,
 * or a row edited to send the key to another host, no longer decrypts.
 */
function associatedData(id: string, environment: string, baseUrl: string | null): string {
  return `api_credentials\u0000${id}\u0000${environment}\u0000${baseUrl ?? ""}`;
}

/** Sets or rotates the one key of an environment; the row id (and so the AAD) survives rotation. */
export async function setApiCredential(
  db: Db,
  input: NewApiCredential,
): Promise<ApiCredentialInfo> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("api_credentials")
      .select(["id", "created_at"])
      .where("environment", "=", input.environment)
      .executeTakeFirst();
    const id = existing?.id ?? randomUUID();
    const at = toIso(input.now);
    const sealed = sealSecret(
      input.apiKey,
      input.key,
      associatedData(id, input.environment, input.baseUrl),
    );
    const values = {
      base_url: input.baseUrl,
      ciphertext: sealed.ciphertext,
      iv: sealed.iv,
      auth_tag: sealed.authTag,
      key_version: sealed.keyVersion,
      last4: input.apiKey.slice(-4),
      created_by: input.createdBy,
    };
    const row = await trx
      .insertInto("api_credentials")
      .values({ id, environment: input.environment, created_at: at, rotated_at: null, ...values })
      .onConflict((oc) => oc.column("environment").doUpdateSet({ ...values, rotated_at: at }))
      .returningAll()
      .executeTakeFirstOrThrow();
    return toInfo(row);
  });
}

export async function getActiveApiCredential(
  db: Db,
  environment: ApiEnvironment,
): Promise<ApiCredentialInfo | undefined> {
  const row = await db
    .selectFrom("api_credentials")
    .selectAll()
    .where("environment", "=", environment)
    .executeTakeFirst();
  return row && toInfo(row);
}

export async function listApiCredentials(db: Db): Promise<ApiCredentialInfo[]> {
  const rows = await db.selectFrom("api_credentials").selectAll().orderBy("environment").execute();
  return rows.map(toInfo);
}

/** The plaintext key, for the upstream client only. Throws if the row was tampered with. */
export async function revealApiKey(
  db: Db,
  environment: ApiEnvironment,
  keys: SecretKey | readonly SecretKey[],
): Promise<{ apiKey: string; baseUrl: string | null } | undefined> {
  const row = await db
    .selectFrom("api_credentials")
    .selectAll()
    .where("environment", "=", environment)
    .executeTakeFirst();
  if (!row) return undefined;
  const apiKey = openSecret(
    { ciphertext: row.ciphertext, iv: row.iv, authTag: row.auth_tag, keyVersion: row.key_version },
    keys,
    associatedData(row.id, row.environment, row.base_url),
  );
  return { apiKey, baseUrl: row.base_url };
}

export async function deleteApiCredential(db: Db, environment: ApiEnvironment): Promise<boolean> {
  const result = await db
    .deleteFrom("api_credentials")
    .where("environment", "=", environment)
    .executeTakeFirst();
  return result.numDeletedRows > BigInt(0);
}

function toInfo(row: ApiCredentialsTable): ApiCredentialInfo {
  return {
    id: row.id,
    environment: row.environment,
    baseUrl: row.base_url,
    last4: row.last4,
    keyVersion: row.key_version,
    createdBy: row.created_by,
    createdAt: row.created_at,
    rotatedAt: row.rotated_at,
  };
}
