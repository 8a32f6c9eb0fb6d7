import "server-only";
import { getEncryptionKey } from "@/lib/crypto/console-keys";
import { getDb } from "@/lib/db";
import { readWebhookSecretVersion, readWebhookSecretWithVersion } from "@/lib/db/webhook-secrets";
import { SecretCache } from "./secret-cache";

/**
 * The process-wide cache of webhook secrets the receiver verifies with (secret-cache.ts), on its
 * own so that what saves a secret (console-runtime.ts) can forget it without loading the
 * receiver's wiring. On globalThis: the lean path and the route bundle may hold separate copies of
 * this module but must share one cache.
 */
const store = globalThis as typeof globalThis & { __consoleWebhookSecrets?: SecretCache };

function secretCache(): SecretCache {
  store.__consoleWebhookSecrets ??= new SecretCache({
    read: async (webhookId) => {
      try {
        return await readWebhookSecretWithVersion(await getDb(), webhookId, getEncryptionKey());
      } catch (error) {
        // A secret sealed with a key the console no longer has: as good as unknown.
        console.error(`[console] the secret of webhook ${webhookId} could not be opened:`, error);
        return undefined;
      }
    },
    version: async (webhookId) => readWebhookSecretVersion(await getDb(), webhookId),
  });
  return store.__consoleWebhookSecrets;
}

export function findWebhookSecret(
  webhookId: string,
  options?: { fresh?: boolean },
): Promise<string | undefined> {
  return secretCache().find(webhookId, options);
}

/** After this instance saved or deleted a secret: the next delivery reads it again. */
export function forgetWebhookSecret(webhookId: string): void {
  store.__consoleWebhookSecrets?.forget(webhookId);
}
