import { isHttpUrl } from "@/components/ui/external-link";
import type { Fact } from "@/lib/api/schemas/screening";

const SOURCE_LABELS: Record<string, string> = {
  HIT: "Hit",
  PROFILE: "Profile",
  ARTICLE: "Article",
  REGISTRY: "Registry",
  WEB_SEARCH: "Web search",
};

/** Where a fact comes from: each source a link when it has a URL, plain text when not. */
export function CitationLinks({ citations }: { citations: Fact["citations"] }) {
  if (citations.length === 0) return <span className="text-slate-600">No citation</span>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Citations">
      {citations.map((citation, index) => {
        const label = SOURCE_LABELS[citation.name] ?? citation.name;
        return (
          <li key={`${citation.name}-${index}`}>
            {isHttpUrl(citation.url) ? (
              <a
                href={citation.url}
                target="_blank"
                rel="noopener noreferrer"
                title={citation.url}
                className="inline-flex rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-900 underline dark:bg-indigo-900 dark:text-indigo-100"
              >
                {label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200">
                {label}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
