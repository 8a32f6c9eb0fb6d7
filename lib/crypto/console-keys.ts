import "server-only";
import { env } from "@/lib/env";
import { resolveAuthSecret, resolveEncryptionKey } from "./keys";
import type { SecretKey } from "./secretbox";

// Resolved once per process (and kept across dev reloads) so a generated key is warned about once.
const cache = globalThis as typeof globalThis & {
  __consoleEncryptionKey?: SecretKey;
  __consoleAuthSecret?: string;
};

/** The key that protects the stored API key and webhook secrets. */
export function getEncryptionKey(): SecretKey {
  cache.__consoleEncryptionKey ??= resolveEncryptionKey({
    dataDir: env.DATA_DIR,
    envKey: env.CONSOLE_ENCRYPTION_KEY,
    allowGenerate: env.DATABASE_URL === undefined,
  });
  return cache.__consoleEncryptionKey;
}

/** The secret that signs session JWTs. */
export function getAuthSecret(): string {
  cache.__consoleAuthSecret ??= resolveAuthSecret({
    dataDir: env.DATA_DIR,
    authSecret: env.AUTH_SECRET,
    nextAuthSecret: env.NEXTAUTH_SECRET,
    allowGenerate: env.DATABASE_URL === undefined,
  });
  return cache.__consoleAuthSecret;
}
