import "server-only";
import Markdown, { type Components } from "react-markdown";
import type { ReactElement } from "react";
import remarkGfm from "remark-gfm";
import { safeUrl } from "./safe-url";
import { staticMarkup } from "./static-markup";

// No classes on what repeats (links, cells): app/globals.css styles them under `.markdown-body`,
// which keeps a long report's HTML, and the page data carrying it again, a third smaller.
const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
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
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    ) : (
      <span>{label}</span>
    );
  },
  // Wide tables scroll on their own rather than widening the page.
  table: ({ children }) => (
    <div className="markdown-table">
      <table>{children}</table>
    </div>
  ),
  // Without the column alignment GFM would set as a style attribute.
  th: ({ children }) => <th>{children}</th>,
  td: ({ children }) => <td>{children}</td>,
};

/**
 * One Markdown text as React elements: GFM tables, code and headings; raw HTML is never rendered
 * (no rehype-raw: `<script>`, `<iframe>`, `onerror` stay inert text or vanish); links open in a new
 * tab with rel="noopener noreferrer"; unsafe URL schemes are dropped.
 */
export function renderMarkdown(markdown: string): ReactElement {
  // Called, not mounted: the parse happens here, where the caller decides when to spend it.
  return Markdown({
    children: markdown,
    remarkPlugins: [remarkGfm],
    skipHtml: true,
    urlTransform: safeUrl,
    components,
  });
}

/** The same rendering as one HTML string (static-markup.ts): what a page sends for each part. */
export function markdownHtml(markdown: string): string {
  return staticMarkup(renderMarkdown(markdown));
}
