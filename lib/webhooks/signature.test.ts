import { describe, expect, it } from "vitest";
import { computeSignature, verifySignature } from "./signature";

const bytes = (text: string) => new TextEncoder().encode(text);

/** HMAC-SHA256 through WebCrypto: an implementation independent of node:crypto's createHmac. */
async function webCryptoSignature(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    bytes(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const digest = new Uint8Array(await crypto.subtle.sign("HMAC", key, bytes(body)));
  return `sha256=${Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

describe("webhook signatures (X-Signature: sha256=<hex HMAC-SHA256 of the raw body>)", () => {
  it("matches the published RFC 4231 test case 2", () => {
    const expected = "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";
    expect(computeSignature("Jefe", "what do ya want for nothing?")).toBe(expected);
    expect(verifySignature("Jefe", bytes("what do ya want for nothing?"), expected)).toBe(true);
  });

  it("accepts a signature computed independently with WebCrypto", async () => {
    const body = JSON.stringify({ id: "run-1", status: "COMPLETED", note: "ünïcödé ✓" });
    const header = await webCryptoSignature("s3cret-value", body);
    expect(verifySignature("s3cret-value", bytes(body), header)).toBe(true);
    // Upper-case hex is the same digest.
    const upper = `sha256=${header.slice("sha256=".length).toUpperCase()}`;
    expect(verifySignature("s3cret-value", bytes(body), upper)).toBe(true);
  });

  it("refuses a wrong secret, a changed body and malformed or missing headers", async () => {
    const body = '{"alert_id":"a1","monitoring_id":"m1"}';
    const good = await webCryptoSignature("right", body);
    expect(verifySignature("wrong", bytes(body), good)).toBe(false);
    expect(verifySignature("right", bytes(`${body} `), good)).toBe(false);
    expect(verifySignature("right", bytes(body), good.replace("sha256=", ""))).toBe(false);
    expect(verifySignature("right", bytes(body), good.replace("sha256=", "sha1="))).toBe(false);
    expect(verifySignature("right", bytes(body), good.slice(0, -2))).toBe(false);
    expect(
      verifySignature(
        "right",
        bytes(body),
        `${good.slice(0, -1)}${good.endsWith("0") ? "1" : "0"}`,
      ),
    ).toBe(false);
    expect(verifySignature("right", bytes(body), "sha256=" + "z".repeat(64))).toBe(false);
    expect(verifySignature("right", bytes(body), "")).toBe(false);
    expect(verifySignature("right", bytes(body), null)).toBe(false);
    expect(verifySignature("right", bytes(body), undefined)).toBe(false);
  });
});
