import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSecret, sealSecret, SecretDecryptionError, type SecretKey } from "./secretbox";

const key: SecretKey = { version: 1, key: randomBytes(32) };

function flipFirstByte(base64: string): string {
  const bytes = Buffer.from(base64, "base64");
  bytes[0] ^= 0x01;
  return bytes.toString("base64");
}

describe("secretbox", () => {
  it("round-trips a secret bound to its record id", () => {
    const sealed = sealSecret("sk_live_abcdef1234", key, "cred-1");
    expect(sealed.keyVersion).toBe(1);
    expect(sealed.ciphertext).not.toContain("sk_live");
    expect(openSecret(sealed, key, "cred-1")).toBe("sk_live_abcdef1234");
  });

  it("uses a fresh IV each time, so equal secrets give different ciphertexts", () => {
    const a = sealSecret("same", key, "r");
    const b = sealSecret("same", key, "r");
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it("rejects a ciphertext moved to another record", () => {
    const sealed = sealSecret("secret", key, "cred-1");
    expect(() => openSecret(sealed, key, "cred-2")).toThrow(SecretDecryptionError);
  });

  it.each(["ciphertext", "iv", "authTag"] as const)("detects tampering with the %s", (field) => {
    const sealed = sealSecret("secret value", key, "cred-1");
    const tampered = { ...sealed, [field]: flipFirstByte(sealed[field]) };
    expect(() => openSecret(tampered, key, "cred-1")).toThrow(SecretDecryptionError);
  });

  it("fails with the wrong key or a relabelled key version", () => {
    const sealed = sealSecret("secret", key, "cred-1");
    const other: SecretKey = { version: 1, key: randomBytes(32) };
    expect(() => openSecret(sealed, other, "cred-1")).toThrow(SecretDecryptionError);
    const v2: SecretKey = { version: 2, key: key.key };
    expect(() => openSecret({ ...sealed, keyVersion: 2 }, [key, v2], "cred-1")).toThrow(
      SecretDecryptionError,
    );
  });

  it("picks the key matching the stored version from a key ring", () => {
    const v2: SecretKey = { version: 2, key: randomBytes(32) };
    const sealed = sealSecret("rotated", v2, "cred-1");
    expect(openSecret(sealed, [key, v2], "cred-1")).toBe("rotated");
    expect(() => openSecret(sealed, [key], "cred-1")).toThrow(/version 2/);
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => sealSecret("x", { version: 1, key: randomBytes(16) }, "r")).toThrow(RangeError);
  });
});
