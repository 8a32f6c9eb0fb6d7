import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomToken } from "./tokens";
import type { SecretKey } from "./secretbox";

export const ENCRYPTION_KEY_FILE = "encryption.key";
export const AUTH_SECRET_FILE = "auth-secret";

/** The version every key resolved here is stored under; rotation will introduce version 2. */
export const CURRENT_KEY_VERSION = 1;

interface ResolveOptions {
  dataDir: string;
  /** False in shared (PostgreSQL) mode: each instance would generate a different secret. */
  allowGenerate?: boolean;
  warn?: (message: string) => void;
}

export function resolveEncryptionKey(options: ResolveOptions & { envKey?: string }): SecretKey {
  const fromEnv = options.envKey?.trim();
  const encoded =
    fromEnv ||
    readOrCreate(options, ENCRYPTION_KEY_FILE, "CONSOLE_ENCRYPTION_KEY", () =>
      randomBytes(32).toString("base64"),
    );
  const key = Buffer.from(encoded, "base64");
  if (key.length !== 32) {
    const where = fromEnv
      ? "CONSOLE_ENCRYPTION_KEY"
      : path.join(options.dataDir, ENCRYPTION_KEY_FILE);
    throw new Error(`${where} must hold 32 bytes, base64-encoded`);
  }
  return { version: CURRENT_KEY_VERSION, key };
}

export function resolveAuthSecret(
  options: ResolveOptions & { authSecret?: string; nextAuthSecret?: string },
): string {
  const fromEnv = options.authSecret?.trim() || options.nextAuthSecret?.trim();
  if (fromEnv) return fromEnv;
  const secret = readOrCreate(options, AUTH_SECRET_FILE, "AUTH_SECRET", () => randomToken(32));
  if (secret.length < 32) {
    throw new Error(
      `${path.join(options.dataDir, AUTH_SECRET_FILE)} is too short; delete it to regenerate`,
    );
  }
  return secret;
}

function readOrCreate(
  { dataDir, allowGenerate = true, warn = console.warn }: ResolveOptions,
  fileName: string,
  envName: string,
  generate: () => string,
): string {
  const file = path.join(dataDir, fileName);
  const existing = readSecretFile(file, warn);
  if (existing !== undefined) return existing;
  if (!allowGenerate) {
    throw new Error(
      `${envName} must be set when the store is shared: every instance needs the same value`,
    );
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // "wx" fails if another process created the file first; then its value wins.
    writeFileSync(file, `${generate()}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readSecretFile(file, warn) ?? "";
  }
  warn(
    `${envName} is not set: generated one in ${file} (mode 0600). Back it up with the data directory, ` +
      `or set ${envName} to keep it stable across machines.`,
  );
  return readSecretFile(file, warn) ?? "";
}

function readSecretFile(file: string, warn: (message: string) => void): string | undefined {
  let mode: number;
  try {
    mode = statSync(file).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  if (process.platform !== "win32" && (mode & 0o077) !== 0) {
    chmodSync(file, 0o600);
    warn(`${file} was readable by other users; its permissions were reset to 0600`);
  }
  return readFileSync(file, "utf8").trim();
}
