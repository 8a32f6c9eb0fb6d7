import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { safeUrl } from "./safe-url";

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-indigo-700 underline dark:text-indigo-300"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // Images would load whatever host the report names: shown as a link to follow knowingly instead.
  img: ({ src, alt }) => {
    const href = typeof src === "string" ? safeUrl(src) : "";
    const label = `Image: ${alt || "untitled"}`;
    return href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-indigo-700 underline dark:text-indigo-300"
      >
        {label}
      </a>
    ) : (
      <span>{label}</span>
    );
  },
  table: ({ children }) => (
    <div className="relative my-4 overflow-x-auto">
      <table className="min-w-full border-collapse text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => (
    <th className="border border-slate-300 bg-slate-50 px-2 py-1 text-left dark:border-slate-700 dark:bg-slate-800">
      {children}
    </th>
  ),
  td: ({ children }) => (
    <td className="border border-slate-300 px-2 py-1 align-top dark:border-slate-700">
      {children}
    </td>
  ),
};

export interface SafeMarkdownProps {
  markdown: string;
}

/**
 * The one Markdown renderer (docs/architecture.md): GFM tables, code and headings; raw HTML is never
 * rendered (no rehype-raw: `<script>`, `<iframe>`, `onerror` stay inert text or vanish); links
 * open in a new tab with rel="noopener noreferrer"; unsafe URL schemes are dropped.
 */
export function SafeMarkdown({ markdown }: SafeMarkdownProps) {
  return (
    <div className="markdown-body">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        urlTransform={safeUrl}
        components={components}
      >
        {markdown}
      </ReactMarkdown>
    </div>
  );
}
