import "server-only";
import { createHash } from "node:crypto";
import { markdownHtml } from "@/components/markdown/markdown-elements";
import { SizedLru } from "./sized-lru";

/**
 * Rendered report parts, by the SHA-256 of their Markdown: the same text always renders to the
 * same HTML, so a reload, another viewer or the print view of a report that no longer changes (a
 * finished run's, a shared one) skips remark's parse (about 3 ms per KiB here). A report that
 * changes has other text, hence other keys; the old parts age out. Bounded: 16 Mi characters
 * (16 to 32 MB), a 1 MiB report's HTML being about 1.5 Mi.
 */
const cache = new SizedLru(16 * 1024 * 1024);

export function partKey(markdown: string): string {
  return createHash("sha256").update(markdown).digest("base64url");
}

/** The HTML of the part under `key` if it was rendered before and is still held. */
export function heldPart(key: string): string | undefined {
  return cache.get(key);
}

/** Renders the part whose key (partKey) is `key`, and holds the result. */
export function renderPart(key: string, markdown: string): string {
  const html = markdownHtml(markdown);
  cache.set(key, html);
  return html;
}
