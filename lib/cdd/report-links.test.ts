import { describe, expect, it } from "vitest";
import { rewriteDocumentLinks } from "./report-links";

const fileUrl = (id: string) => `/api/cdds/c1/documents/${id}/file`;

describe("rewriteDocumentLinks", () => {
  it("points each document link at the console's download route", () => {
    const markdown = [
      "- [a.pdf](http://up.test/cdds/c1/documents/d1/file): REGISTRY_EXCERPT",
      "- [b.pdf](http://up.test/cdds/c1/documents/d12/file): SHAREHOLDER_LIST",
    ].join("\n");
    const rewritten = rewriteDocumentLinks(
      markdown,
      [
        { id: "d1", url: "http://up.test/cdds/c1/documents/d1/file" },
        { id: "d12", url: "http://up.test/cdds/c1/documents/d12/file" },
      ],
      fileUrl,
    );
    expect(rewritten).toBe(
      [
        "- [a.pdf](/api/cdds/c1/documents/d1/file): REGISTRY_EXCERPT",
        "- [b.pdf](/api/cdds/c1/documents/d12/file): SHAREHOLDER_LIST",
      ].join("\n"),
    );
  });

  it("leaves other links and plain mentions of a URL alone", () => {
    const markdown = "See [site](https://acme.example) and http://up.test/x";
    expect(rewriteDocumentLinks(markdown, [{ id: "d", url: "http://up.test/x" }], fileUrl)).toBe(
      markdown,
    );
  });
});
