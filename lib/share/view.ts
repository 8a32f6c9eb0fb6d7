import "server-only";
import { recordAudit } from "@/lib/audit";
import { getDb } from "@/lib/db";
import { findActiveShareLink, recordShareLinkView } from "@/lib/db/share-links";
import { linkSharedDocuments, parseSharedDocuments, type SharedDocument } from "./cdd-snapshot";
import { shareNow } from "./clock";

export interface SharedReport {
  kind: "flow_run_report" | "cdd_report";
  targetId: string;
  label: string | null;
  markdown: string;
  snapshotSha256: string;
  /** The name the sharer chose to show (their e-mail address only if they chose to). */
  sharedBy: string | null;
  /** Evidence documents that open through this link (CDD reports shared with them). */
  documents: (SharedDocument & { href: string })[];
  sharedAt: string;
  expiresAt: string;
}

/** A share token is 32 random bytes in base64url: anything else cannot be one. */
export const tokenShape = /^[A-Za-z0-9_-]{43}$/;

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
  // A view has no actor: the reviewer has no account (docs/architecture.md, "every view logged").
  await recordAudit(null, "share.viewed", { type: "share_link", id: link.id }, "success", {
    kind: link.kind,
    target_id: link.targetId,
  });
  return {
    kind: link.kind,
    targetId: link.targetId,
    label: link.label,
    markdown: linkSharedDocuments(link.snapshot, token),
    snapshotSha256: link.snapshotSha256,
    sharedBy: link.sharerName,
    documents: parseSharedDocuments(link.documents).map((document) => ({
      ...document,
      href: `/share/${token}/documents/${encodeURIComponent(document.id)}`,
    })),
    sharedAt: link.createdAt,
    expiresAt: link.expiresAt,
  };
}
