import { describe, expect, it } from "vitest";
import { createComplianceClient } from "@/lib/api/client";
import { isUpstreamError } from "@/lib/api/errors";
import { fakeFetch, jsonResponse } from "@/lib/api/test-helpers";

// The client's document download (lib/api/client.ts, added for the case page's download route).
const CASE = "6b558ad5-44b6-4385-b7a8-29690a776e8f";
const DOC = "0b0c0d0e-0000-4000-8000-000000000001";
const FILE_URL = `http://upstream.test/base/cdds/${CASE}/documents/${DOC}/file`;
const doc = (url = FILE_URL) => ({ url });

function client(fetchImpl: typeof fetch) {
  return createComplianceClient({
    baseUrl: "http://upstream.test/base",
    apiKey: "secret-key",
    fetch: fetchImpl,
    retry: { retries: 0 },
  });
}

describe("downloadCddDocument", () => {
  it("streams the bytes unchanged from the document's url, with the key", async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00, 0xe2]);
    const fake = fakeFetch(
      () => new Response(bytes, { headers: { "content-type": "application/pdf" } }),
    );
    const file = await client(fake.fetch).downloadCddDocument(doc());
    expect(new Uint8Array(await new Response(file.body).arrayBuffer())).toEqual(bytes);
    expect(file.contentType).toBe("application/pdf");
    expect(fake.calls[0].url.pathname).toBe(`/base/cdds/${CASE}/documents/${DOC}/file`);
    expect(fake.calls[0].headers.get("x-api-key")).toBe("secret-key");
    expect(fake.calls[0].redirect).toBe("manual");
  });

  it("keeps the upstream's meaning on an error", async () => {
    const fake = fakeFetch(() => jsonResponse(404, { message: "Case not found" }));
    const error = await client(fake.fetch)
      .downloadCddDocument(doc())
      .catch((caught: unknown) => caught);
    expect(isUpstreamError(error) && [error.status, error.code]).toEqual([404, "CASE_NOT_FOUND"]);
  });

  it("refuses a redirect instead of following it with the key", async () => {
    const fake = fakeFetch(
      () => new Response(null, { status: 302, headers: { location: "http://elsewhere.test/" } }),
    );
    const error = await client(fake.fetch)
      .downloadCddDocument(doc())
      .catch((caught: unknown) => caught);
    expect(isUpstreamError(error) && error.code).toBe("UPSTREAM_REDIRECT");
    expect(fake.calls).toHaveLength(1);
  });

  it("follows a url at another path of the upstream, relative ones too", async () => {
    const fake = fakeFetch(() => new Response("%PDF-1.4"));
    await client(fake.fetch).downloadCddDocument(doc("http://upstream.test/files/abc?sig=1"));
    await client(fake.fetch).downloadCddDocument(doc("files/def"));
    expect(fake.calls.map((call) => call.url.href)).toEqual([
      "http://upstream.test/files/abc?sig=1",
      "http://upstream.test/base/files/def",
    ]);
  });

  it("never sends the key to another origin: not an open proxy", async () => {
    const fake = fakeFetch(() => new Response("x"));
    for (const url of [
      "http://elsewhere.test/file",
      "https://upstream.test/file",
      "http://upstream.test:8080/file",
      "//elsewhere.test/file",
      "http://user:pw@upstream.test/file",
      "javascript:alert(1)",
    ]) {
      await expect(client(fake.fetch).downloadCddDocument(doc(url))).rejects.toMatchObject({
        status: expect.any(Number),
        code: expect.stringMatching(/^(UPSTREAM_FOREIGN_DOCUMENT_URL|INVALID_DOCUMENT_URL)$/),
      });
    }
    expect(fake.calls).toHaveLength(0);
  });
});
