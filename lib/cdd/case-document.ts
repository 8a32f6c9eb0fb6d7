import "server-only";
import { getComplianceClient } from "@/lib/api/upstream";
import { ApiError } from "@/lib/http/errors";

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Opens one document of a case from its own `url` (the download the spec names), with the API key
 * added on the server and only on the upstream's origin. The document must be listed on the case,
 * so an id from elsewhere gets a plain 404. Used by the console's document route and by share links.
 */
export async function openCaseDocument(caseId: string, documentId: string) {
  const client = await getComplianceClient();
  const cdd = await client.getCdd(caseId);
  const document = cdd.documents.find((candidate) => candidate.id === documentId);
  if (!document) {
    throw new ApiError(404, "DOCUMENT_NOT_FOUND", "This case has no document with that ID.");
  }
  const file = await client.downloadCddDocument(document);
  const headers = new Headers({
    // Anything but a PDF is sent as opaque bytes, so a browser never renders it as a page.
    "Content-Type": file.contentType.startsWith("application/pdf")
      ? "application/pdf"
      : "application/octet-stream",
    "Content-Disposition": attachment(document.file_name || "document.pdf"),
  });
  if (file.contentLength !== undefined) headers.set("Content-Length", String(file.contentLength));
  return { body: file.body, headers };
}
