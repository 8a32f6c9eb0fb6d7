import "server-only";
import { isUpstreamError } from "@/lib/api/errors";
import type { WebhookPatchBody } from "@/lib/api/schemas/webhook";
import { getComplianceClient } from "@/lib/api/upstream";
import { recordAudit } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth/session";
import { getEncryptionKey } from "@/lib/crypto/console-keys";
import { getDb } from "@/lib/db";
import {
  deleteWebhookSecret,
  listWebhookSecretIds,
  saveWebhookSecret,
} from "@/lib/db/webhook-secrets";
import { publicUrl } from "@/lib/env";
import { connectConsole, type ConnectResult } from "./connect";
import { assessConsoleConnection, receiverUrlFor, type ConsoleConnection } from "./console-webhook";
import { forgetWebhookSecret } from "./secret-runtime";
import { generateWebhookSecret } from "./secret";

export const consoleReceiverUrl = receiverUrlFor(publicUrl);

export async function getConsoleConnection(): Promise<ConsoleConnection> {
  const client = await getComplianceClient();
  const [{ items }, ids] = await Promise.all([
    client.listWebhooks(),
    listWebhookSecretIds(await getDb()),
  ]);
  return assessConsoleConnection(items, new Set(ids), consoleReceiverUrl);
}

/**
 * Creates or repairs the console's own webhook; audited as webhook.connected either way (with no
 * actor when the console connects itself at start).
 */
export async function connectThisConsole(
  user: Pick<SessionUser, "id" | "email"> | null,
): Promise<ConnectResult> {
  const client = await getComplianceClient();
  const db = await getDb();
  const detail = { receiver_url: consoleReceiverUrl };
  try {
    const result = await connectConsole({
      receiverUrl: consoleReceiverUrl,
      listWebhooks: () => client.listWebhooks(),
      createWebhook: (body) => client.createWebhook(body),
      updateWebhook: (id, patch) => client.updateWebhook(id, patch),
      storedSecretIds: () => listWebhookSecretIds(db),
      saveSecret: async (webhookId, secret) => {
        await saveWebhookSecret(db, {
          webhookId,
          secret,
          key: getEncryptionKey(),
          now: new Date(),
        });
        forgetWebhookSecret(webhookId);
      },
      deleteSecret: async (webhookId) => {
        await deleteWebhookSecret(db, webhookId);
        forgetWebhookSecret(webhookId);
      },
      generateSecret: generateWebhookSecret,
      isNotFound: (error) => isUpstreamError(error) && error.status === 404,
    });
    await recordAudit(
      user,
      "webhook.connected",
      { type: "webhook", id: result.webhook.id },
      "success",
      {
        ...detail,
        repaired: result.repaired,
      },
    );
    return result;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    await recordAudit(user, "webhook.connected", { type: "webhook" }, "failure", {
      ...detail,
      error: typeof code === "string" ? code : "ERROR",
    });
    throw error;
  }
}

/**
 * Keeps the console's copy of a secret in step when an admin edits or deletes one of its webhooks
 * by hand: a replaced secret is stored anew, a removed one (or a deleted webhook) forgotten.
 */
export async function syncStoredSecret(
  webhookId: string,
  change: { deleted: true } | { patch: WebhookPatchBody },
): Promise<void> {
  const db = await getDb();
  const held = (await listWebhookSecretIds(db)).includes(webhookId);
  if (!held) return;
  if ("deleted" in change || change.patch.secret === "") {
    await deleteWebhookSecret(db, webhookId);
  } else if (change.patch.secret !== undefined) {
    await saveWebhookSecret(db, {
      webhookId,
      secret: change.patch.secret,
      key: getEncryptionKey(),
      now: new Date(),
    });
  }
  // This instance's receiver reads it again at once; others within a second (secret-cache.ts).
  forgetWebhookSecret(webhookId);
}
