import type { SharedDocument } from "@/lib/share/cdd-snapshot";

export interface SharedDocumentsProps {
  documents: (SharedDocument & { href: string })[];
}

/**
 * The evidence documents of a shared CDD report. Their links go through the share link's own
 * token (same expiry, revocation and view log); none when the sharer
 * chose not to share them, which is said plainly.
 */
export function SharedDocuments({ documents }: SharedDocumentsProps) {
  return (
    <section aria-labelledby="shared-documents" className="space-y-2">
      <h2 id="shared-documents" className="text-lg font-semibold">
        Evidence documents
      </h2>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The documents of this case were not shared with this report.
        </p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {documents.map((document) => (
            <li key={document.id}>
              <a
                href={document.href}
                className="text-indigo-700 underline dark:text-indigo-300"
                rel="noopener noreferrer"
              >
                {document.fileName}
              </a>{" "}
              <span className="text-slate-600 dark:text-slate-400">
                ({document.type.replaceAll("_", " ").toLowerCase()})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
