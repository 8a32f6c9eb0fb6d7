import "server-only";
import { recordAudit } from "@/lib/audit";
import { attachment, openCaseDocument } from "@/lib/cdd/case-document";
import { getDb } from "@/lib/db";
import { findActiveShareLink, recordShareLinkView } from "@/lib/db/share-links";
import { ApiError } from "@/lib/http/errors";
import { parseSharedDocuments } from "./cdd-snapshot";
import { shareNow } from "./clock";
import { tokenShape } from "./view";

// Unknown token, expired, revoked, or a document the sharer did not share: one and the same 404.
const notShared = () => new ApiError(404, "NOT_FOUND", "This link does not exist or has expired.");

/**
 * A document shared with a CDD report, for the holder of the link: only while the link is active,
 * only a document frozen with it, counted and logged as a view, streamed from the service with the
 * key added here (the same download the console's own document route uses), always as an
 * attachment and never cached.
 */
export async function openSharedDocument(token: string, documentId: string): Promise<Response> {
  if (!tokenShape.test(token)) throw notShared();
  const db = await getDb();
  const now = shareNow();
  const link = await findActiveShareLink(db, token, now);
  const shared = link?.kind === "cdd_report" ? parseSharedDocuments(link.documents) : [];
  const document = shared.find((candidate) => candidate.id === documentId);
  if (!link || !document) throw notShared();

  const file = await openCaseDocument(link.targetId, document.id);
  await recordShareLinkView(db, link.id, now);
  await recordAudit(null, "share.viewed", { type: "share_link", id: link.id }, "success", {
    kind: link.kind,
    target_id: link.targetId,
    document_id: document.id,
  });
  const { headers } = file;
  // The name frozen with the link, not whatever the service calls the file today.
  headers.set("Content-Disposition", attachment(document.fileName || "document.pdf"));
  headers.set("Cache-Control", "no-store");
  headers.set("Referrer-Policy", "no-referrer");
  headers.set("X-Robots-Tag", "noindex, nofollow, noarchive");
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(file.body, { headers });
}
