import { describe, expect, it } from "vitest";
import { checkDocumentFile, formatBytes, startsLikePdf } from "./document-file";

const pdf = (name = "a.pdf", size?: number) => {
  const head = new TextEncoder().encode("%PDF-1.7\n");
  const bytes = new Uint8Array(size ?? head.length);
  bytes.set(head.subarray(0, Math.min(head.length, bytes.length)));
  return new File([bytes], name, { type: "application/pdf" });
};

describe("checkDocumentFile", () => {
  it("accepts a PDF by its content within the limit", async () => {
    expect(await checkDocumentFile(pdf(), 1024)).toEqual({ ok: true });
  });

  it("refuses a file renamed to .pdf whose content is not a PDF", async () => {
    const renamed = new File(["just some notes"], "notes.pdf", { type: "application/pdf" });
    const check = await checkDocumentFile(renamed, 1024);
    expect(check).toMatchObject({ ok: false });
    expect(!check.ok && check.message).toContain("notes.pdf is not a PDF");
  });

  it("refuses another declared type even when the content starts like a PDF", async () => {
    const file = new File(["%PDF-1.4"], "x.txt", { type: "text/plain" });
    expect(await checkDocumentFile(file, 1024)).toMatchObject({ ok: false });
  });

  it("refuses a file over the limit, saying both sizes", async () => {
    const check = await checkDocumentFile(pdf("big.pdf", 3 * 1024 * 1024), 2 * 1024 * 1024);
    expect(check).toEqual({
      ok: false,
      message: "big.pdf is 3 MiB; documents can be at most 2 MiB.",
    });
  });

  it("refuses an empty file", async () => {
    expect(await checkDocumentFile(new File([], "e.pdf"), 1024)).toMatchObject({ ok: false });
  });
});

describe("helpers", () => {
  it("recognises the PDF signature only at the start", () => {
    expect(startsLikePdf(new TextEncoder().encode("%PDF-"))).toBe(true);
    expect(startsLikePdf(new TextEncoder().encode(" %PDF-"))).toBe(false);
    expect(startsLikePdf(new TextEncoder().encode("%PD"))).toBe(false);
  });

  it("formats sizes for people", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(20 * 1024 * 1024)).toBe("20 MiB");
  });
});
