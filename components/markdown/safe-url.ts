/**
 * Reports are untrusted input. Only these link targets survive; `javascript:`, `data:`,
 * `vbscript:`, `file:` and anything unknown become an inert empty href.
 */
const allowedProtocols = new Set(["http:", "https:", "mailto:"]);

export function safeUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === "") return "";
  if (trimmed.startsWith("#")) return trimmed;
  // A scheme-less reference is relative to the page; control characters never are legitimate.
  if (/[\u0000-\u001f]/.test(trimmed)) return "";
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(trimmed);
  if (!scheme) return trimmed.startsWith("//") ? "" : trimmed;
  return allowedProtocols.has(`${scheme[1].toLowerCase()}:`) ? trimmed : "";
}
