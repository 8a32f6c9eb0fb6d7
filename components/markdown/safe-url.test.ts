import { describe, expect, it } from "vitest";
import { safeUrl } from "./safe-url";

describe("safeUrl: links in untrusted reports", () => {
  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox",
    "file:///etc/passwd",
    "java\u0000script:alert(1)",
    "//evil.example/x",
  ])("drops %j", (url) => {
    expect(safeUrl(url)).toBe("");
  });

  it.each([
    "https://example.com/a?b=1",
    "http://example.com",
    "mailto:kyc@example.com",
    "#section",
    "/runs/1",
  ])("keeps %j", (url) => {
    expect(safeUrl(url)).toBe(url);
  });
});
