import "server-only";
import Markdown, { type Components } from "react-markdown";
import { Suspense, type ReactElement } from "react";
import remarkGfm from "remark-gfm";
import { safeUrl } from "./safe-url";
import { splitMarkdown } from "./split-markdown";

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

/** About two screens of a report: what the first bytes of the page carry. */
const PART_LENGTH = 16 * 1024;

export interface SafeMarkdownProps {
  markdown: string;
}

/**
 * The one Markdown renderer (docs/architecture.md, "Markdown"), a server component: the parser
 * never ships to the browser. A long report is cut into parts (split-markdown.ts): the first is in
 * the page's first bytes, the others stream in after it, one at a time, each in its own Suspense
 * boundary; each part is a `.markdown-part`, which the browser lays out only near the viewport.
 */
export function SafeMarkdown({ markdown }: SafeMarkdownProps) {
  const [first, ...rest] = splitMarkdown(markdown, PART_LENGTH);
  let previous: Promise<void> = Promise.resolve();
  const later = rest.map((part, index) => {
    const after = previous;
    let done = () => {};
    previous = new Promise<void>((resolve) => (done = resolve));
    return (
      <Suspense key={index} fallback={null}>
        <LaterPart markdown={part} after={after} done={done} />
      </Suspense>
    );
  });
  return (
    <div className="markdown-body">
      <div className="markdown-part">{renderMarkdown(first)}</div>
      {later}
    </div>
  );
}

interface LaterPartProps {
  markdown: string;
  /** Settles once the part before this one is rendered. */
  after: Promise<void>;
  done: () => void;
}

/**
 * Parts render in order, each in a later turn of the event loop than the one before: the
 * renderer sends each part as it is ready instead of all of them at the end.
 */
async function LaterPart({ markdown, after, done }: LaterPartProps) {
  await after;
  await new Promise((resolve) => setTimeout(resolve, 0));
  try {
    return <div className="markdown-part">{renderMarkdown(markdown)}</div>;
  } finally {
    done();
  }
}
