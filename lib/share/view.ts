import "server-only";
import { recordAudit } from "@/lib/audit";
import { getDb } from "@/lib/db";
import { findActiveShareLink, recordShareLinkView } from "@/lib/db/share-links";
import { findUserById } from "@/lib/db/users";
import { shareNow } from "./clock";

export interface SharedReport {
  kind: "flow_run_report" | "cdd_report";
  targetId: string;
  label: string | null;
  markdown: string;
  snapshotSha256: string;
  sharedBy: { name: string; email: string } | null;
  sharedAt: string;
  expiresAt: string;
}

/** A share token is 32 random bytes in base64url: anything else cannot be one. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * The report behind a token, counted and logged as a view; undefined for a token that is unknown,
 * expired or revoked alike, so the page can answer one and the same 404.
 */
export async function openSharedReport(token: string): Promise<SharedReport | undefined> {
  if (!tokenShape.test(token)) return undefined;
  const db = await getDb();
  const now = shareNow();
  const link = await findActiveShareLink(db, token, now);
  if (!link) return undefined;
  await recordShareLinkView(db, link.id, now);
  // A view has no actor: the reviewer has no account (DESIGN.md, "every view logged").
  await recordAudit(null, "share.viewed", { type: "share_link", id: link.id }, "success", {
    kind: link.kind,
    target_id: link.targetId,
  });
  const creator = await findUserById(db, link.createdBy);
  return {
    kind: link.kind,
    targetId: link.targetId,
    label: link.label,
    markdown: link.snapshot,
    snapshotSha256: link.snapshotSha256,
    sharedBy: creator ? { name: creator.name, email: creator.email } : null,
    sharedAt: link.createdAt,
    expiresAt: link.expiresAt,
  };
}
