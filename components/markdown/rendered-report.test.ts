import { describe, expect, it } from "vitest";
import { reportKey } from "./rendered-report";

describe("reportKey: telling a changed report from the one rendered", () => {
  it("is the same for the same text", () => {
    expect(reportKey("# Report\n\nAll clear.")).toBe(reportKey("# Report\n\nAll clear."));
  });

  it("differs when one character changes, even at the same length", () => {
    expect(reportKey("# Report\n\nAll clear.")).not.toBe(reportKey("# Report\n\nAll clean."));
    expect(reportKey("ab")).not.toBe(reportKey("ba"));
  });

  it("differs when a document link is rewritten", () => {
    const upstream = "[passport](https://upstream.example/documents/1)";
    expect(reportKey(upstream)).not.toBe(reportKey("[passport](/api/cdds/c1/documents/1/file)"));
  });
});
