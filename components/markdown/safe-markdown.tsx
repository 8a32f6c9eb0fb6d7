import "server-only";
import { Suspense, type ReactNode } from "react";
import { heldPart, partKey, renderPart } from "@/lib/reports/rendered-parts";
import { splitMarkdown } from "./split-markdown";

/** About two screens of a report: what the first bytes of the page carry. */
const PART_LENGTH = 16 * 1024;

export interface SafeMarkdownProps {
  markdown: string;
}

/**
 * The one Markdown renderer (docs/architecture.md, "Markdown"), a server component: the parser
 * never ships to the browser. A long report is cut into parts (split-markdown.ts), each rendered
 * to one HTML string (markdown-elements.tsx), so the page's data carries a string per part rather
 * than an element tree, and each part is a `.markdown-part`, which the browser lays out only near
 * the viewport. The first part is in the page's first bytes; the others stream in after it, one
 * at a time, in order, so the first screen goes out before the rest is written. A part rendered
 * before is not rendered again (lib/reports/rendered-parts.ts).
 */
export function SafeMarkdown({ markdown }: SafeMarkdownProps) {
  const [first, ...rest] = splitMarkdown(markdown, PART_LENGTH).map((text) => {
    const key = partKey(text);
    return { key, text, held: heldPart(key) };
  });
  const { html, ms } = partHtml(first);
  return (
    <div className="markdown-body">
      <Part html={html} />
      {laterParts(rest, ms)}
    </div>
  );
}

interface PartText {
  key: string;
  text: string;
  /** Its HTML when rendered before and still held. */
  held: string | undefined;
}

/** Each later part streamed once the one before it is out, rendered unless held. */
function laterParts(parts: PartText[], firstMs: number): ReactNode[] {
  let previous: Promise<number> = Promise.resolve(firstMs);
  return parts.map((part, index) => {
    const after = previous;
    let done = (_ms: number) => {};
    previous = new Promise<number>((resolve) => (done = resolve));
    return (
      <Suspense key={index} fallback={null}>
        <LaterPart part={part} after={after} done={done} />
      </Suspense>
    );
  });
}

function Part({ html }: { html: string }) {
  // The renderer's own output (static-markup.ts): raw HTML in the report never gets this far.
  return <div className="markdown-part" dangerouslySetInnerHTML={{ __html: html }} />;
}

interface LaterPartProps {
  part: PartText;
  /** Settles once the part before this one is rendered, with the time its render took. */
  after: Promise<number>;
  done: (ms: number) => void;
}

/**
 * Parts render in order, each after the one before it, and only once the server has been free
 * for as long as that one's render took: writing out what is rendered takes the server several
 * turns of its event loop (React's data, the HTML, the response), which back-to-back renders of
 * 50–150 ms each would hold back until the last part (a 1 MiB report's first screen then came
 * after 4 s). So the first screen goes out at once, each part follows as it is ready, and a long
 * report takes at most about half of the server's time while other requests come and go.
 */
async function LaterPart({ part, after, done }: LaterPartProps) {
  const previousMs = await after;
  await new Promise((resolve) => setTimeout(resolve, previousMs));
  let ms = 0;
  try {
    const rendered = partHtml(part);
    ms = rendered.ms;
    return <Part html={rendered.html} />;
  } finally {
    // Even when this part failed (its error boundary says so), the parts after it still come.
    done(ms);
  }
}

/** The part's HTML, held or rendered now, and how long that took. */
function partHtml(part: PartText): { html: string; ms: number } {
  const started = performance.now();
  const html = part.held ?? renderPart(part.key, part.text);
  return { html, ms: performance.now() - started };
}
