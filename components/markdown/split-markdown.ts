/**
 * Cuts a long report into parts that render alone exactly as they render together, so the server
 * can send the first part at once and stream the rest (docs/architecture.md, "Markdown").
 *
 * A cut is made only on a blank line followed by an ATX heading at column 0: such a heading always
 * closes every open list, quote and paragraph. It is not made inside what spans blank lines: a
 * fenced code block, or an HTML block of CommonMark types 1 to 5 (`<script>`, `<pre>`, `<style>`,
 * `<textarea>`, comments, `<?`, `<!X`, `<![CDATA[`), which runs until its closing marker. A document
 * with reference definitions or footnotes (`[label]: …`, `[^note]: …`) is never cut: a reference in
 * one part could point at a definition in another.
 */
const DEFINITION = /^ {0,3}\[[^\]]+\]:/m;
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const HEADING = /^#{1,6}(?:[ \t]|$)/;
const HTML_BLOCKS: [RegExp, RegExp][] = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];

/**
 * The parts, in order; joined they give back `markdown` exactly. Each but the last is at least
 * `partLength` characters long (longer where no cut is allowed).
 */
export function splitMarkdown(markdown: string, partLength: number): string[] {
  if (markdown.length <= partLength || DEFINITION.test(markdown)) return [markdown];
  const lines = markdown.split("\n");
  const parts: string[] = [];
  let start = 0; // offset of the current part in `markdown`
  let offset = 0; // offset of the line being read
  let fence: { marker: string; length: number } | null = null;
  let htmlEnd: RegExp | null = null;
  let previousBlank = false;
  for (const raw of lines) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (fence) {
      const close = FENCE.exec(line);
      const closes =
        close &&
        close[1][0] === fence.marker &&
        close[1].length >= fence.length &&
        !close[2].trim();
      if (closes) fence = null;
    } else if (htmlEnd) {
      if (htmlEnd.test(line)) htmlEnd = null;
    } else {
      if (previousBlank && HEADING.test(line) && offset - start >= partLength) {
        parts.push(markdown.slice(start, offset));
        start = offset;
      }
      const open = FENCE.exec(line);
      // A backtick fence's info string holds no backtick; otherwise the line is inline code.
      if (open && !(open[1][0] === "`" && open[2].includes("`"))) {
        fence = { marker: open[1][0], length: open[1].length };
      } else {
        const block = HTML_BLOCKS.find(([opens]) => opens.test(line));
        // The block ends on its own first line when the closing marker is there too.
        if (block && !block[1].test(line.replace(block[0], ""))) htmlEnd = block[1];
      }
    }
    previousBlank = !fence && !htmlEnd && line.trim() === "";
    offset += raw.length + 1;
  }
  parts.push(markdown.slice(start));
  return parts;
}
