import { getComplianceClient } from "@/lib/api/upstream";
import { ApiError } from "@/lib/http/errors";
import { withSession } from "@/lib/http/route";

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A document's file, streamed through the console from the document's own `url` (the download the
 * spec names), with the API key added on the server and only on the upstream's origin. The document must be listed on the case (so an id from elsewhere gets a
 * plain 404), and the file is always an attachment, never rendered by the browser as a page.
 */
// GET /cdds/{id}/documents/{documentId}/file
export const GET = withSession<{ id: string; documentId: string }>(
  "analyst",
  async ({ params }) => {
    const client = await getComplianceClient();
    const cdd = await client.getCdd(params.id);
    const document = cdd.documents.find((candidate) => candidate.id === params.documentId);
    if (!document) {
      throw new ApiError(404, "DOCUMENT_NOT_FOUND", "This case has no document with that ID.");
    }
    const file = await client.downloadCddDocument(document);
    const headers = new Headers({
      "Content-Type": file.contentType.startsWith("application/pdf")
        ? "application/pdf"
        : "application/octet-stream",
      "Content-Disposition": attachment(document.file_name || "document.pdf"),
      "Cache-Control": "private, no-store",
    });
    if (file.contentLength !== undefined) headers.set("Content-Length", String(file.contentLength));
    return new Response(file.body, { headers });
  },
);
