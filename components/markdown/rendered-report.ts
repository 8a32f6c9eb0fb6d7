import type { ReactNode } from "react";

/**
 * A report the server rendered (components/markdown/safe-markdown.tsx) and handed to a client view,
 * with the key of the text it rendered, so the view can tell when the report it holds has changed.
 */
export interface RenderedReport {
  key: string;
  body: ReactNode;
}

/** A short fingerprint of a report's text (its length and FNV-1a hash): cheap enough for 1 MB. */
export function reportKey(markdown: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < markdown.length; index += 1) {
    hash ^= markdown.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${markdown.length}:${(hash >>> 0).toString(16)}`;
}
