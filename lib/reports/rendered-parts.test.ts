import { describe, expect, it } from "vitest";
import { markdownHtml } from "@/components/markdown/markdown-elements";
import { heldPart, partKey, renderPart } from "./rendered-parts";

describe("rendered report parts, held by their text", () => {
  it("keys a part by its whole text: one changed character, even at the same length, is another part", () => {
    expect(partKey("# Report\n\nAll clear.")).toBe(partKey("# Report\n\nAll clear."));
    expect(partKey("# Report\n\nAll clear.")).not.toBe(partKey("# Report\n\nAll clean."));
    expect(partKey("ab")).not.toBe(partKey("ba"));
  });

  it("holds a rendered part and gives back the same HTML for the same text only", () => {
    const markdown = `# Held ${Math.random()}\n\n[link](https://example.com)`;
    const key = partKey(markdown);
    expect(heldPart(key)).toBeUndefined();
    const html = renderPart(key, markdown);
    expect(html).toBe(markdownHtml(markdown));
    expect(heldPart(key)).toBe(html);
    expect(heldPart(partKey(`${markdown}!`))).toBeUndefined();
  });
});
