import { mkdtempSync, readFileSync, rmSync, statSync, chmodSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AUTH_SECRET_FILE,
  ENCRYPTION_KEY_FILE,
  resolveAuthSecret,
  resolveEncryptionKey,
} from "./keys";

describe("key resolution", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), "console-keys-")), "data");
  });
  afterEach(() => {
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it("uses CONSOLE_ENCRYPTION_KEY when set and writes no file", () => {
    const envKey = Buffer.alloc(32, 7).toString("base64");
    const warn = vi.fn();
    const key = resolveEncryptionKey({ dataDir, envKey, warn });
    expect(key.key.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(() => statSync(path.join(dataDir, ENCRYPTION_KEY_FILE))).toThrow();
    expect(warn).not.toHaveBeenCalled();
  });

  it("rejects an env key that is not 32 bytes", () => {
    const envKey = Buffer.alloc(16).toString("base64");
    expect(() => resolveEncryptionKey({ dataDir, envKey })).toThrow(/32 bytes/);
  });

  it("generates a 0600 key file once with a warning, then reuses it silently", () => {
    const warn = vi.fn();
    const first = resolveEncryptionKey({ dataDir, warn });
    const file = path.join(dataDir, ENCRYPTION_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.key).toHaveLength(32);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/CONSOLE_ENCRYPTION_KEY is not set/);

    const second = resolveEncryptionKey({ dataDir, warn });
    expect(second.key.equals(first.key)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("tightens a key file that others can read", () => {
    const warn = vi.fn();
    resolveEncryptionKey({ dataDir, warn });
    const file = path.join(dataDir, ENCRYPTION_KEY_FILE);
    chmodSync(file, 0o644);
    resolveEncryptionKey({ dataDir, warn });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/reset to 0600/));
  });

  it("refuses a corrupt key file rather than replacing it", () => {
    resolveEncryptionKey({ dataDir, warn: () => {} });
    const file = path.join(dataDir, ENCRYPTION_KEY_FILE);
    writeFileSync(file, "not a key");
    expect(() => resolveEncryptionKey({ dataDir })).toThrow(/32 bytes/);
    expect(readFileSync(file, "utf8")).toBe("not a key");
  });

  it("prefers AUTH_SECRET, then NEXTAUTH_SECRET", () => {
    expect(resolveAuthSecret({ dataDir, authSecret: "a", nextAuthSecret: "b" })).toBe("a");
    expect(resolveAuthSecret({ dataDir, nextAuthSecret: "b" })).toBe("b");
  });

  it("generates the auth secret once into a 0600 file and reuses it", () => {
    const warn = vi.fn();
    const first = resolveAuthSecret({ dataDir, warn });
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(statSync(path.join(dataDir, AUTH_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ dataDir, warn })).toBe(first);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("refuses to generate when the store is shared", () => {
    expect(() => resolveAuthSecret({ dataDir, allowGenerate: false })).toThrow(
      /AUTH_SECRET must be set/,
    );
    expect(() => resolveEncryptionKey({ dataDir, allowGenerate: false })).toThrow(
      /CONSOLE_ENCRYPTION_KEY must be set/,
    );
  });
});
