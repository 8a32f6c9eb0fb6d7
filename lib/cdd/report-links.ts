import type { CddDocument } from "@/lib/api/schemas/cdd";
import { documentFileUrl } from "@/lib/queries/cdds";

/**
 * The report links each document to its upstream `url`, which answers only with the API key: a
 * browser following it gets nothing. Each such URL becomes the console's own download route for
 * the same document, which streams the file with the key added on the server.
 */
export function rewriteDocumentLinks(
  markdown: string,
  documents: readonly Pick<CddDocument, "id" | "url">[],
  fileUrl: (documentId: string) => string,
): string {
  let result = markdown;
  // Longest first, so a URL that is a prefix of another cannot cut into it.
  const byLength = [...documents]
    .filter((doc) => doc.url)
    .sort((a, b) => b.url.length - a.url.length);
  for (const document of byLength) {
    result = result.split(`](${document.url})`).join(`](${fileUrl(document.id)})`);
  }
  return result;
}

/** The case report as the console shows it, on the server and in the browser alike. */
export function cddReportMarkdown(
  caseId: string,
  report: string,
  documents: readonly Pick<CddDocument, "id" | "url">[],
): string {
  return rewriteDocumentLinks(report, documents, (documentId) =>
    documentFileUrl(caseId, documentId),
  );
}
