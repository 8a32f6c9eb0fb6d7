import { describe, expect, it } from "vitest";
import { checkPasswordPolicy, hashPassword, needsRehash, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const encoded = await hashPassword("correct horse battery");
    expect(encoded).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[\w-]+\$[\w-]{43}$/);
    expect(encoded).not.toContain("correct horse");
    expect(await verifyPassword("correct horse battery", encoded)).toBe(true);
    expect(await verifyPassword("correct horse batterY", encoded)).toBe(false);
    expect(await verifyPassword("", encoded)).toBe(false);
  });

  it("salts every hash", async () => {
    const [a, b] = await Promise.all([
      hashPassword("same password!"),
      hashPassword("same password!"),
    ]);
    expect(a).not.toBe(b);
  });

  it("treats a missing or malformed stored hash as a failed sign-in", async () => {
    expect(await verifyPassword("whatever password", null)).toBe(false);
    expect(await verifyPassword("whatever password", "plaintext")).toBe(false);
    expect(await verifyPassword("whatever password", "$scrypt$ln=30,r=8,p=1$c2FsdA$aGFzaA")).toBe(
      false,
    );
  });

  it("flags hashes made with weaker parameters for an upgrade", async () => {
    expect(needsRehash(await hashPassword("a fine passphrase"))).toBe(false);
    expect(needsRehash("$scrypt$ln=14,r=8,p=1$c2FsdHNhbHQ$" + "A".repeat(43))).toBe(true);
    expect(needsRehash("garbage")).toBe(true);
  });
});

describe("password policy", () => {
  it("requires at least 12 characters", () => {
    expect(checkPasswordPolicy("short pass1")).toEqual({
      ok: false,
      message: "Use at least 12 characters.",
    });
    expect(checkPasswordPolicy("twelve chars")).toEqual({ ok: true });
  });

  it("refuses blank and absurdly long passwords", () => {
    expect(checkPasswordPolicy(" ".repeat(20)).ok).toBe(false);
    expect(checkPasswordPolicy("x".repeat(257)).ok).toBe(false);
  });
});
