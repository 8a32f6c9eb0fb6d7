import type { CddDocument } from "@/lib/api/schemas/cdd";

/** A document shared with a CDD report, as kept with the link (never its upstream URL). */
export interface SharedDocument {
  id: string;
  fileName: string;
  type: string;
}

/** In a snapshot, a shared document's link; the share page turns it into its token's address. */
export const SHARED_DOCUMENT_PREFIX = "shared-document/";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The CDD report's Markdown made fit for an outside reviewer: a document link becomes the share
 * link's own document address (when the sharer shares the documents) or plain text saying it was
 * not shared; any other link to, or mention of, the service's address is removed. The service's
 * URLs answer only with the API key, and its address is nobody's business outside.
 */
export function freezeCddReport(
  markdown: string,
  documents: readonly Pick<CddDocument, "id" | "url" | "file_name">[],
  { share, upstreamOrigins }: { share: boolean; upstreamOrigins: readonly string[] },
): string {
  let result = markdown;
  const byLength = [...documents].filter((d) => d.url).sort((a, b) => b.url.length - a.url.length);
  for (const document of byLength) {
    const link = new RegExp(`\\[([^\\]]*)\\]\\(${escapeRegExp(document.url)}\\)`, "g");
    result = share
      ? result.replace(link, `[$1](${SHARED_DOCUMENT_PREFIX}${encodeURIComponent(document.id)})`)
      : result.replace(link, "$1 (document not shared)");
    result = result.split(document.url).join(share ? document.file_name : "(document not shared)");
  }
  const origins = new Set(upstreamOrigins.filter(Boolean));
  for (const document of documents) {
    if (URL.canParse(document.url)) origins.add(new URL(document.url).origin);
  }
  for (const origin of origins) {
    const pattern = escapeRegExp(origin);
    result = result
      .replace(new RegExp(`\\[([^\\]]*)\\]\\(${pattern}[^)\\s]*\\)`, "g"), "$1")
      .replace(new RegExp(`${pattern}[^\\s)\\]>"']*`, "g"), "(service address removed)");
  }
  return result;
}

/** Links in a stored snapshot to the documents shared through this token. */
export function linkSharedDocuments(markdown: string, token: string): string {
  return markdown
    .split(`](${SHARED_DOCUMENT_PREFIX}`)
    .join(`](/share/${encodeURIComponent(token)}/documents/`);
}

export function parseSharedDocuments(stored: string | null): SharedDocument[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter(
          (item): item is SharedDocument =>
            typeof item === "object" &&
            item !== null &&
            typeof (item as SharedDocument).id === "string" &&
            typeof (item as SharedDocument).fileName === "string",
        )
      : [];
  } catch {
    return [];
  }
}
