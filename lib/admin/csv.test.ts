import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("csvCell", () => {
  it("leaves plain values alone and empties null", () => {
    expect(csvCell("user.created")).toBe("user.created");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
  });

  it.each(['=HYPERLINK("x")', "+1", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "neutralises %j so a spreadsheet does not run it as a formula",
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

  it("serialises objects as JSON, quoted", () => {
    expect(csvCell({ a: 1, b: "x" })).toBe('"{""a"":1,""b"":""x""}"');
  });
});

describe("csvRow", () => {
  it("joins cells and ends with CRLF", () => {
    expect(csvRow(["at", null, "=1"])).toBe("at,,'=1\r\n");
  });
});
