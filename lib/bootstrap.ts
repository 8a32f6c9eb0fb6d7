import "server-only";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { hashPassword } from "@/lib/auth/password";
import { randomToken } from "@/lib/crypto/tokens";
import { getAuthSecret, getEncryptionKey } from "@/lib/crypto/console-keys";
import { verifyKeyCheck } from "@/lib/crypto/key-check";
import { getDb, type Db } from "@/lib/db";
import { withStoreLock } from "@/lib/db/store-lock";
import { createSetupToken } from "@/lib/db/setup-tokens";
import { countActiveAdmins, countUsers, createUser } from "@/lib/db/users";
import { env, publicUrl, usesSandbox } from "@/lib/env";
import { ensureSandboxDemoAtStart } from "@/lib/flows/sandbox-seed";
import { autoConnectEmbeddedSandbox } from "@/lib/webhooks/auto-connect";

const setupLinkTtlMs = 24 * 60 * 60 * 1000;

/**
 * Runs once when the console's server starts (instrumentation.ts): opens and migrates the store,
 * then makes sure someone can sign in. Never a fixed default password: the first admin comes from
 * ADMIN_EMAIL/ADMIN_PASSWORD, or (with the sandbox) generated demo accounts, or a one-time link.
 */
export async function bootstrap(): Promise<void> {
  const db = await getDb();
  // Both secrets are resolved (generated in embedded mode) now, not on the first request, and an
  // instance whose secrets differ from the store's refuses to start rather than fail later.
  await verifyKeyCheck(db, {
    encryptionKey: getEncryptionKey(),
    authSecret: getAuthSecret(),
    now: new Date(),
  });
  // Not awaited: the sandbox may still be starting; it retries, and first use tries again too.
  // One instance imports; one starting beside it waits, then finds the import done.
  void withStoreLock(db, "sandbox-demo-import", () => ensureSandboxDemoAtStart()).catch(
    (error: unknown) => console.warn("[console] sandbox demo import failed:", error),
  );
  // Connect-or-repair is not atomic at the service: one instance at a time.
  if (usesSandbox) {
    void withStoreLock(db, "sandbox-auto-connect", () => autoConnectEmbeddedSandbox()).catch(
      (error: unknown) => console.warn("[console] connecting the sandbox's webhook failed:", error),
    );
  }
  // Instances starting together on an empty store: one creates the first admin, the others wait
  // for the lock and then find one.
  await withStoreLock(db, "first-admin", ensureSomeoneCanSignIn);
}

async function ensureSomeoneCanSignIn(db: Db): Promise<void> {
  if ((await countActiveAdmins(db)) > 0) return;
  const now = new Date();

  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await createUser(db, {
      email: env.ADMIN_EMAIL,
      name: "Administrator",
      role: "admin",
      passwordHash: await hashPassword(env.ADMIN_PASSWORD),
      now,
    });
    console.log(`[console] created the first admin ${env.ADMIN_EMAIL} from ADMIN_EMAIL`);
    return;
  }
  if (usesSandbox && (await countUsers(db)) === 0) {
    await createDemoAccounts(db, now);
    return;
  }
  const { token, expiresAt } = await createSetupToken(db, { now, ttlMs: setupLinkTtlMs });
  console.log("[console] no admin exists yet. Create one with this one-time link (valid until");
  console.log(`[console] ${expiresAt}): ${publicUrl}/setup?token=${token}`);
}

async function createDemoAccounts(db: Db, now: Date): Promise<void> {
  const accounts = [
    { email: "admin@console.local", name: "Demo Admin", role: "admin" as const },
    { email: "analyst@console.local", name: "Demo Analyst", role: "analyst" as const },
  ];
  const lines: string[] = [];
  for (const account of accounts) {
    const password = randomToken(12);
    await createUser(db, { ...account, passwordHash: await hashPassword(password), now });
    lines.push(`${account.role.padEnd(8)} ${account.email}  password: ${password}`);
  }
  // Kept (0600) beside the store so a newcomer can find them after the first start's output.
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = join(env.DATA_DIR, "demo-credentials.txt");
  writeFileSync(file, `${lines.join("\n")}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  console.log("[console] sandbox mode: generated demo accounts (also in " + file + "):");
  for (const line of lines) console.log(`[console]   ${line}`);
}
