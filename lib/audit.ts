import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { appendAuditEvent } from "@/lib/db/audit-events";

/** Every change the audit log records (docs/architecture.md, "Audit"), one name each. */
export const auditActions = [
  "run.triggered",
  "cdd.created",
  "cdd.document_uploaded",
  "cdd.checks_run",
  "cdd.registry_pull",
  "company.unblocked",
  "webhook.created",
  "webhook.updated",
  "webhook.deleted",
  "webhook.connected",
  "api_key.set",
  "api_key.rotated",
  "api_key.deleted",
  "user.created",
  "user.updated",
  "user.role_changed",
  "user.password_reset",
  "user.disabled",
  "user.enabled",
  "user.sessions_revoked",
  "flow.registered",
  "flow.deleted",
  "share.created",
  "share.revoked",
  "share.viewed",
  "queue.assigned",
  "queue.commented",
  "queue.decided",
  "queue.reopened",
  "queue.action",
  "queue.evidence_exported",
] as const;

export type AuditAction = (typeof auditActions)[number];

export interface AuditTarget {
  type: string;
  id?: string | null;
}

export async function recordAudit(
  actor: Pick<SessionUser, "id" | "email"> | null,
  action: AuditAction,
  target: AuditTarget,
  outcome: "success" | "failure",
  detail?: Record<string, unknown>,
): Promise<void> {
  await appendAuditEvent(await getDb(), {
    at: new Date(),
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action,
    targetType: target.type,
    targetId: target.id ?? null,
    outcome,
    detail,
  });
}

/**
 * Runs a change and leaves its audit row either way: success with the target the change produced
 * (e.g. the new case id), failure with the error's code. The error is rethrown unchanged.
 */
export async function audited<T>(
  actor: Pick<SessionUser, "id" | "email">,
  action: AuditAction,
  target: AuditTarget | ((result: T) => AuditTarget),
  change: () => Promise<T>,
  detail?: Record<string, unknown>,
): Promise<T> {
  try {
    const result = await change();
    await recordAudit(
      actor,
      action,
      typeof target === "function" ? target(result) : target,
      "success",
      detail,
    );
    return result;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const failedTarget = typeof target === "function" ? { type: action.split(".")[0] } : target;
    await recordAudit(actor, action, failedTarget, "failure", {
      ...detail,
      error: typeof code === "string" ? code : "ERROR",
    });
    throw error;
  }
}
