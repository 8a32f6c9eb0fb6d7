import { createElement, Fragment, Component } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markdownHtml, renderMarkdown } from "./markdown-elements";
import { staticMarkup } from "./static-markup";

/** Every construct the renderer handles: GFM tables, task lists, footnotes, autolinks, code. */
const features = [
  '# Report on "O\'Brien & Sons" <Ltd>',
  "",
  'Text with **bold**, _em_, ~~struck~~, `a < b && c`, a [link](https://example.com/a?b=1&c="2" "Its \'title\'"),',
  "an autolink https://example.com/x and mail@example.com, a hard  ",
  "break and a relative [page](/runs/1) and an [anchor](#findings).",
  "",
  "## Findings",
  "",
  "| left | centre | right |",
  "|:-----|:------:|------:|",
  "| 1 | **2** | [3](http://three.example) |",
  "",
  "- [ ] open",
  "- [x] done",
  "",
  "3. three",
  "4. four",
  "",
  "> quoted",
  "",
  "```ts",
  "const html = '<b>not bold</b>';",
  "```",
  "",
  "---",
  "",
  '![chart](https://img.example/c.png "Chart") and ![](/relative.png) and ![x](javascript:alert(1))',
  "",
  "A claim[^source].",
  "",
  "[^source]: The source.",
].join("\n");

/** Raw HTML and hostile links, as in the hostile-report end-to-end spec. */
const hostile = [
  'Hostile & Co <script>window.__pwned = "script"</script><img src=x onerror="window.__pwned=\'img\'"><svg onload="x()">',
  "",
  "See [the file](javascript:window.__pwned='link') and [data](data:text/html;base64,PHNjcmlwdD4=) and [vb](VBScript:x) and [proto](//evil.example/x).",
  "",
  "<div onclick=\"window.__pwned='div'\">raw html block</div>",
  "",
  '<iframe src="https://evil.example/frame"></iframe>',
  "",
  "<script>alert('block')</script>",
  "",
  '![pixel](javascript:alert(1)) <a href="javascript:alert(1)">inline anchor</a> <javascript:alert(1)>',
  "",
  "```html",
  "<script>alert('code')</script>",
  "```",
].join("\n");

function parse(html: string): { tags: string[]; attributes: [string, string][] } {
  const tags = [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => match[1].toLowerCase());
  const attributes = [...html.matchAll(/\s([^\s<>="]+)="([^"]*)"/g)].map(
    (match) => [match[1], match[2]] as [string, string],
  );
  return { tags, attributes };
}

describe("markdownHtml: a report as one HTML string", () => {
  it.each([
    ["every construct the renderer handles", features],
    ["hostile Markdown and HTML", hostile],
  ])("writes what React writes for the same elements: %s", (_, markdown) => {
    expect(markdownHtml(markdown)).toBe(renderToStaticMarkup(renderMarkdown(markdown)));
  });

  it("keeps raw HTML out: no script, frame, image, svg or inline handler, only inert text", () => {
    const html = markdownHtml(hostile);
    const { tags, attributes } = parse(html);
    expect(tags.filter((tag) => ["script", "iframe", "img", "svg", "div"].includes(tag))).toEqual(
      [],
    );
    expect(attributes.filter(([name]) => name.toLowerCase().startsWith("on"))).toEqual([]);
    expect(html).not.toContain("raw html block");
    // The code block shows its HTML as text.
    expect(html).toContain("&lt;script&gt;alert(&#x27;code&#x27;)&lt;/script&gt;");
  });

  it("drops javascript:, data:, vbscript: and protocol-relative targets", () => {
    const { attributes } = parse(markdownHtml(hostile));
    const targets = attributes.filter(([name]) => name === "href" || name === "src");
    expect(targets.map(([, value]) => value)).toEqual([]);
    expect(markdownHtml(hostile)).toContain("<span>the file</span>");
  });

  it("opens every link in a new tab without an opener or referrer, keeping safe targets", () => {
    const html = markdownHtml(features);
    const links = [...html.matchAll(/<a [^>]*>/g)].map((match) => match[0]);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
    }
    expect(html).toContain('href="https://example.com/a?b=1&amp;c=%222%22"');
    expect(html).toContain('href="/runs/1"');
    expect(html).toContain('href="#findings"');
    expect(html).toContain('href="mailto:mail@example.com"');
  });

  it("shows images as links to follow knowingly, and an unsafe one as plain text", () => {
    const html = markdownHtml(features);
    expect(parse(html).tags).not.toContain("img");
    expect(html).toContain('href="https://img.example/c.png"');
    expect(html).toMatch(/<a [^>]*href="https:\/\/img\.example\/c\.png"[^>]*>Image: chart<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/relative\.png"[^>]*>Image: untitled<\/a>/);
    expect(html).toContain("<span>Image: x</span>");
  });

  it("escapes text and attribute values", () => {
    const html = markdownHtml(features);
    expect(html).toContain("<h1>Report on &quot;O&#x27;Brien &amp; Sons&quot; </h1>");
    expect(html).toContain('href="https://example.com/a?b=1&amp;c=%222%22"');
  });
});

describe("staticMarkup: only what the renderer sets", () => {
  it("leaves out handlers, styles and inner HTML, whatever a component passes", () => {
    const element = createElement(
      "p",
      {
        className: "x",
        onClick: () => {},
        onmouseover: "alert(1)",
        style: { color: "red" },
        dangerouslySetInnerHTML: { __html: "<script>alert(1)</script>" },
        "data-ok": "1",
      },
      null,
    );
    expect(staticMarkup(element)).toBe('<p class="x" data-ok="1"></p>');
  });

  it("refuses a node it cannot vouch for", () => {
    class Widget extends Component {
      render() {
        return null;
      }
    }
    expect(() => staticMarkup(createElement(Widget))).toThrow(TypeError);
    expect(() => staticMarkup(createElement("x-widget" as "p"))).toThrow(TypeError);
    expect(staticMarkup(createElement(Fragment, null, "a", 1, false, null))).toBe("a1");
  });
});
