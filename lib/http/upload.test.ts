import { describe, expect, it } from "vitest";
import { readDocumentUpload } from "./upload";

const CHUNK = 64 * 1024;

/** A chunked multipart upload with no Content-Length, produced lazily, counting what was read. */
function endlessUpload(totalBytes: number) {
  let pulled = 0;
  const head = new TextEncoder().encode(
    '--b\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n' +
      "Content-Type: application/pdf\r\n\r\n%PDF-",
  );
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      const chunk = pulled === 0 ? head : new Uint8Array(CHUNK).fill(0x41);
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("http://console.test/api/cdds/x/documents", {
    method: "POST",
    headers: { "content-type": "multipart/form-data; boundary=b" },
    body: stream,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("document upload reader", () => {
  it("refuses a chunked upload at the limit without reading the rest", async () => {
    const limit = 1024 * 1024;
    const upload = endlessUpload(64 * 1024 * 1024);
    await expect(readDocumentUpload(upload.request, limit)).rejects.toMatchObject({
      status: 413,
      code: "PAYLOAD_TOO_LARGE",
    });
    // The limit, the multipart allowance and one chunk in flight: not the 64 MiB sent.
    expect(upload.pulled()).toBeLessThan(limit + 64 * 1024 + 2 * CHUNK);
  });

  it("reads an upload within the limit and checks it is a PDF", async () => {
    const form = new FormData();
    form.set("type", "REGISTRY_EXCERPT");
    form.set("file", new File(["%PDF-1.7 small"], "excerpt.pdf", { type: "application/pdf" }));
    const request = new Request("http://console.test/u", { method: "POST", body: form });
    const upload = await readDocumentUpload(request, 1024 * 1024);
    expect(upload).toMatchObject({ type: "REGISTRY_EXCERPT", fileName: "excerpt.pdf" });
    expect(upload.file.size).toBe(14);
  });
});
