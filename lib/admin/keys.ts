import "server-only";
import type { z } from "zod";
import { createComplianceClient } from "@/lib/api/client";
import type { UpstreamError } from "@/lib/api/errors";
import { invalidateUpstream, resolveUpstream } from "@/lib/api/upstream";
import { audited } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth/session";
import { getEncryptionKey } from "@/lib/crypto/console-keys";
import { getDb } from "@/lib/db";
import {
  deleteApiCredential,
  getActiveApiCredential,
  listApiCredentials,
  setApiCredential,
} from "@/lib/db/api-credentials";
import { env, upstreamUrl, usesSandbox } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import type { apiKeyBodySchema, ApiEnvironmentName } from "./key-schemas";
import type { KeyTestResult, KeysOverview } from "./key-dto";

type Actor = Pick<SessionUser, "id" | "email">;
type KeyBody = z.output<typeof apiKeyBodySchema>;

const embeddedSandboxUrl = `http://127.0.0.1:${env.SANDBOX_PORT}`;

/** What the keys page shows: never a key, only its last four characters and where it comes from. */
export async function describeKeys(): Promise<KeysOverview> {
  const target = await resolveUpstream();
  const stored = await listApiCredentials(await getDb());
  return {
    activeEnvironment: target.environment,
    keySource: target.keySource,
    activeBaseUrl: target.baseUrl,
    environments: (["production", "sandbox"] as const).map((environment) => {
      const credential = stored.find((c) => c.environment === environment);
      return {
        environment,
        defaultBaseUrl: defaultBaseUrl(environment) ?? null,
        baseUrlEditable: environment === "production",
        envKeyOverrides: target.keySource === "environment" && target.environment === environment,
        credential: credential
          ? {
              baseUrl: credential.baseUrl,
              last4: credential.last4,
              createdAt: credential.createdAt,
              rotatedAt: credential.rotatedAt,
            }
          : null,
      };
    }),
  };
}

function defaultBaseUrl(environment: ApiEnvironmentName): string | undefined {
  if (environment === "sandbox") return embeddedSandboxUrl;
  return usesSandbox ? undefined : upstreamUrl;
}

/**
 * The sandbox environment always means the embedded sandbox (the upstream resolver ignores a
 * stored address for it); production takes the typed address, then the stored one, then
 * COMPLIANCE_API_URL.
 */
async function baseUrlFor(environment: ApiEnvironmentName, typed: string | undefined) {
  if (environment === "sandbox") return embeddedSandboxUrl;
  const stored = await getActiveApiCredential(await getDb(), environment);
  const url = typed ?? stored?.baseUrl ?? defaultBaseUrl(environment);
  if (!url) {
    throw new ApiError(422, "VALIDATION_ERROR", "Enter the compliance service's address.", [
      { path: "baseUrl", message: "Enter the compliance service's address." },
    ]);
  }
  return url;
}

/** Proves a key with a throwaway client, before anything is stored. */
export async function testApiKey(body: KeyBody): Promise<KeyTestResult> {
  const baseUrl = await baseUrlFor(body.environment, body.baseUrl);
  const client = createComplianceClient({
    baseUrl,
    apiKey: body.apiKey,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
  });
  const result = await client.testConnection();
  if (result.ok) {
    return { ok: true, baseUrl, message: `The compliance service at ${baseUrl} accepted the key.` };
  }
  return {
    ok: false,
    baseUrl,
    status: result.error.status,
    code: result.error.code,
    message: explain(result.error, baseUrl),
  };
}

function explain(error: UpstreamError, baseUrl: string): string {
  if (error.status === 401 || error.status === 403) {
    return `The compliance service at ${baseUrl} refused this key (${error.status}). Check that the whole key was copied, that it belongs to this environment and that it has not been revoked.`;
  }
  if (error.code === "UPSTREAM_UNREACHABLE") {
    return `Nothing answered at ${baseUrl}. Check the address and that the console's server can reach it.`;
  }
  if (error.code === "UPSTREAM_TIMEOUT") {
    return `The compliance service at ${baseUrl} did not answer in time. Try again, or check the address.`;
  }
  return `The compliance service at ${baseUrl} answered with an error (${error.status} ${error.code}): ${error.message}`;
}

/** Sets or rotates an environment's key: the new key is tested first and stored only if it works. */
export async function saveApiKey(actor: Actor, body: KeyBody): Promise<KeysOverview> {
  const db = await getDb();
  const target = await resolveUpstream();
  if (target.keySource === "environment" && target.environment === body.environment) {
    throw new ApiError(
      409,
      "KEY_FROM_ENVIRONMENT",
      "COMPLIANCE_API_KEY sets this environment's key; change it there, or unset it to store one here.",
    );
  }
  const existing = await getActiveApiCredential(db, body.environment);
  const baseUrl = await baseUrlFor(body.environment, body.baseUrl);
  await audited(
    actor,
    existing ? "api_key.rotated" : "api_key.set",
    (info: { id: string }) => ({ type: "api_credential", id: info.id }),
    async () => {
      const test = await testApiKey({ ...body, baseUrl });
      if (!test.ok) throw new ApiError(422, "KEY_TEST_FAILED", test.message);
      const info = await setApiCredential(db, {
        environment: body.environment,
        baseUrl: body.environment === "production" ? baseUrl : null,
        apiKey: body.apiKey,
        createdBy: actor.id,
        key: getEncryptionKey(),
        now: new Date(),
      });
      invalidateUpstream();
      return info;
    },
    { environment: body.environment, base_url: baseUrl, last4: body.apiKey.slice(-4) },
  );
  return describeKeys();
}

export async function removeApiKey(
  actor: Actor,
  environment: ApiEnvironmentName,
): Promise<KeysOverview> {
  const db = await getDb();
  const existing = await getActiveApiCredential(db, environment);
  if (!existing) throw new ApiError(404, "KEY_NOT_FOUND", "No key is stored for this environment.");
  await audited(
    actor,
    "api_key.deleted",
    { type: "api_credential", id: existing.id },
    async () => {
      await deleteApiCredential(db, environment);
      invalidateUpstream();
    },
    { environment, last4: existing.last4 },
  );
  return describeKeys();
}
