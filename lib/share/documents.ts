import "server-only";
import { getComplianceClient } from "@/lib/api/upstream";
import { recordAudit } from "@/lib/audit";
import { getDb } from "@/lib/db";
import { findActiveShareLink, recordShareLinkView } from "@/lib/db/share-links";
import { ApiError } from "@/lib/http/errors";
import { parseSharedDocuments } from "./cdd-snapshot";
import { shareNow } from "./clock";
import { tokenShape } from "./view";

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

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

  // The download follows the document's own url, which only the case's current answer carries.
  const client = await getComplianceClient();
  const listed = (await client.getCdd(link.targetId)).documents.find((d) => d.id === document.id);
  if (!listed) throw notShared();
  const file = await client.downloadCddDocument(listed);
  await recordShareLinkView(db, link.id, now);
  await recordAudit(null, "share.viewed", { type: "share_link", id: link.id }, "success", {
    kind: link.kind,
    target_id: link.targetId,
    document_id: document.id,
  });
  const headers = new Headers({
    "Content-Type": file.contentType.startsWith("application/pdf")
      ? "application/pdf"
      : "application/octet-stream",
    "Content-Disposition": attachment(document.fileName || "document.pdf"),
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow, noarchive",
    "X-Content-Type-Options": "nosniff",
  });
  if (file.contentLength !== undefined) headers.set("Content-Length", String(file.contentLength));
  return new Response(file.body, { headers });
}
