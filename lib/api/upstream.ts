import "server-only";
import { createHash } from "node:crypto";
import { getEncryptionKey } from "@/lib/crypto/console-keys";
import { getDb } from "@/lib/db";
import { revealApiKey } from "@/lib/db/api-credentials";
import type { ApiEnvironment } from "@/lib/db/schema";
import { env, upstreamUrl, usesSandbox } from "@/lib/env";
import { createComplianceClient, type ComplianceClient } from "./client";

/**
 * Which upstream the console talks to, and with which key. With the client in ./client.ts this is
 * the only code that sees the key. Precedence: a key given by environment variable (shown as
 * such, read-only, in settings), then the key an admin stored for the environment, then, with the
 * embedded sandbox, its first configured demo key.
 */
export interface UpstreamTarget {
  environment: ApiEnvironment;
  baseUrl: string;
  apiKey: string | null;
  keySource: "environment" | "stored" | "sandbox-default" | "none";
}

const sandboxDemoKey = "demo-key-northwind";

const targetTtlMs = 5_000;

const cache = globalThis as typeof globalThis & {
  __complianceClient?: { fingerprint: string; target: UpstreamTarget; client: ComplianceClient };
  __upstreamTarget?: { at: number; target: Promise<UpstreamTarget> };
};

/**
 * The target, cached briefly: resolving it reads and decrypts the stored key, which would
 * otherwise happen on every request. Saving or rotating a key calls invalidateUpstream(); other
 * console instances pick the change up within the TTL.
 */
export function resolveUpstream(): Promise<UpstreamTarget> {
  const cached = cache.__upstreamTarget;
  if (cached && Date.now() - cached.at < targetTtlMs) return cached.target;
  const target = readTarget();
  cache.__upstreamTarget = { at: Date.now(), target };
  target.catch(() => invalidateUpstream());
  return target;
}

export function invalidateUpstream(): void {
  cache.__upstreamTarget = undefined;
}

async function readTarget(): Promise<UpstreamTarget> {
  const environment: ApiEnvironment = usesSandbox ? "sandbox" : "production";
  if (env.COMPLIANCE_API_KEY) {
    return {
      environment,
      baseUrl: upstreamUrl,
      apiKey: env.COMPLIANCE_API_KEY,
      keySource: "environment",
    };
  }
  const stored = await revealApiKey(await getDb(), environment, getEncryptionKey()).catch(
    () => undefined,
  );
  if (stored) {
    const baseUrl = usesSandbox ? upstreamUrl : (stored.baseUrl ?? upstreamUrl);
    return { environment, baseUrl, apiKey: stored.apiKey, keySource: "stored" };
  }
  if (usesSandbox) {
    const first = env.SANDBOX_API_KEYS?.split(",")[0]?.split(":")[0]?.trim();
    return {
      environment,
      baseUrl: upstreamUrl,
      apiKey: first || sandboxDemoKey,
      keySource: "sandbox-default",
    };
  }
  return { environment, baseUrl: upstreamUrl, apiKey: null, keySource: "none" };
}

/** The client for the current target; rebuilt only when the URL or key changes (rotation). */
export async function getComplianceClient(): Promise<ComplianceClient> {
  const target = await resolveUpstream();
  const current = cache.__complianceClient;
  // The same resolved target (one object for its TTL) needs no fingerprint: most requests.
  if (current?.target === target) return current.client;
  const apiKey = target.apiKey ?? "";
  const fingerprint = createHash("sha256").update(`${target.baseUrl}\n${apiKey}`).digest("hex");
  const client =
    current?.fingerprint === fingerprint
      ? current.client
      : createComplianceClient({
          baseUrl: target.baseUrl,
          // No key at all is still a request the upstream answers with 401, which the UI explains.
          apiKey: apiKey || "unset",
          timeoutMs: env.UPSTREAM_TIMEOUT_MS,
          maxUploadBytes: env.UPLOAD_MAX_BYTES,
          idempotencyHeader: env.COMPLIANCE_IDEMPOTENCY_HEADER,
        });
  cache.__complianceClient = { fingerprint, target, client };
  return client;
}

export type UpstreamStatus = "ok" | "unauthorized" | "unreachable" | "timeout" | "error";

/** For /api/health: a cheap authenticated read, summarised in one word. */
export async function checkUpstream(): Promise<UpstreamStatus> {
  try {
    const result = await (await getComplianceClient()).testConnection();
    if (result.ok) return "ok";
    if (result.error.status === 401) return "unauthorized";
    if (result.error.code === "UPSTREAM_TIMEOUT") return "timeout";
    if (result.error.code === "UPSTREAM_UNREACHABLE") return "unreachable";
    return "error";
  } catch {
    return "error";
  }
}
