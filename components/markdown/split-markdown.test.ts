import { describe, expect, it } from "vitest";
import { markdownHtml as html } from "./markdown-elements";
import { splitMarkdown } from "./split-markdown";

// The line breaks between two blocks are whitespace text the browser does not show.
const shown = (markup: string) => markup.replace(/>\n+</g, "><").trim();

/** A report section of about 300 characters: heading, list, table, quote. */
function section(n: number): string {
  return [
    `## Section ${n}`,
    "",
    `- item one of ${n}`,
    "- item two, with [a link](https://example.com/a)",
    "",
    "| Check | Result |",
    "| --- | --- |",
    `| Registry ${n} | Match |`,
    "",
    `> A quoted note for section ${n}.`,
    "",
    "",
  ].join("\n");
}

const sections = (count: number, between = "") =>
  Array.from({ length: count }, (_, n) => section(n)).join(between);

/** The property the server relies on: the parts render, one after another, as the whole does. */
function expectSameRendering(markdown: string, parts: string[]) {
  expect(parts.join("")).toBe(markdown);
  expect(shown(parts.map(html).join(""))).toBe(shown(html(markdown)));
}

describe("splitMarkdown: cutting a long report into parts that render alike", () => {
  it("keeps a short report whole", () => {
    const markdown = sections(2);
    expect(splitMarkdown(markdown, 10_000)).toEqual([markdown]);
  });

  it("cuts a long report before headings, each part at least the asked length", () => {
    const markdown = sections(40);
    const parts = splitMarkdown(markdown, 1000);
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) expect(part.startsWith("## Section")).toBe(true);
    for (const part of parts.slice(0, -1)) expect(part.length).toBeGreaterThanOrEqual(1000);
    expectSameRendering(markdown, parts);
  });

  it("keeps Windows line endings working", () => {
    const markdown = sections(20).replace(/\n/g, "\r\n");
    const parts = splitMarkdown(markdown, 1000);
    expect(parts.length).toBeGreaterThan(1);
    expectSameRendering(markdown, parts);
  });

  it("never cuts inside a fenced code block, even where it holds headings", () => {
    const fenced = ["````md", "", "# not a heading", "", "```", "", "# still code", "````", ""];
    const markdown = `${sections(5)}${fenced.join("\n")}\n${sections(5)}`;
    const parts = splitMarkdown(markdown, 100);
    expect(parts.some((part) => part.startsWith("# not a heading"))).toBe(false);
    expect(parts.some((part) => part.startsWith("# still code"))).toBe(false);
    expect(parts.length).toBeGreaterThan(5);
    expectSameRendering(markdown, parts);
  });

  it("never cuts inside an HTML block that runs over blank lines", () => {
    for (const [open, close] of [
      ["<script>", "</script>"],
      ["<pre>", "</pre>"],
      ["<!--", "-->"],
    ]) {
      const markdown = `${sections(5)}${open}\n\n# hidden inside\n\n${close}\n\n${sections(5)}`;
      const parts = splitMarkdown(markdown, 100);
      expect(parts.some((part) => part.startsWith("# hidden inside"))).toBe(false);
      expectSameRendering(markdown, parts);
    }
  });

  it("ends an HTML block closed on its own line", () => {
    const markdown = `${sections(3)}<!-- a comment -->\n\n${sections(3)}`;
    const parts = splitMarkdown(markdown, 100);
    expect(parts.length).toBe(6);
    expectSameRendering(markdown, parts);
  });

  it("keeps a report with reference definitions or footnotes whole", () => {
    for (const definition of ["[registry]: https://example.com/r", "[^1]: A footnote."]) {
      const markdown = `${sections(10)}See [the registry][registry] and a note[^1].\n\n${definition}\n`;
      expect(splitMarkdown(markdown, 100)).toEqual([markdown]);
    }
  });

  it("does not cut where a heading follows text without a blank line", () => {
    const markdown = sections(10).replace(/\n\n## /g, "\n## ");
    const parts = splitMarkdown(markdown, 100);
    expect(parts).toEqual([markdown]);
  });
});
