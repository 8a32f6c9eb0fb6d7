import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** A 32-byte AES key and the version it is stored under, so keys can be rotated later. */
export interface SecretKey {
  version: number;
  key: Buffer;
}

/** What goes into the store: base64 text, so it fits a TEXT column on any dialect. */
export interface SealedSecret {
  ciphertext: string;
  iv: string;
  authTag: string;
  keyVersion: number;
}

export class SecretDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretDecryptionError";
  }
}

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts with AES-256-GCM under a fresh random IV. `associatedData` (the record id) is
 * authenticated but not stored: a ciphertext copied into another row no longer decrypts.
 */
export function sealSecret(
  plaintext: string,
  key: SecretKey,
  associatedData: string,
): SealedSecret {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(key.version, associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return {
    ciphertext: ciphertext.toString("base64"),
    iv: iv.toString("base64"),
    authTag: cipher.getAuthTag().toString("base64"),
    keyVersion: key.version,
  };
}

/** Throws `SecretDecryptionError` on a wrong key, wrong record id or any tampering. */
export function openSecret(
  sealed: SealedSecret,
  keys: SecretKey | readonly SecretKey[],
  associatedData: string,
): string {
  const key = (Array.isArray(keys) ? keys : [keys]).find((k) => k.version === sealed.keyVersion);
  if (!key) throw new SecretDecryptionError(`No encryption key with version ${sealed.keyVersion}`);
  assertKey(key);
  const iv = Buffer.from(sealed.iv, "base64");
  const tag = Buffer.from(sealed.authTag, "base64");
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw new SecretDecryptionError("Malformed encrypted secret");
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad(key.version, associatedData));
    decipher.setAuthTag(tag);
    const plaintext = Buffer.concat([
      decipher.update(Buffer.from(sealed.ciphertext, "base64")),
      decipher.final(),
    ]);
    return plaintext.toString("utf8");
  } catch {
    throw new SecretDecryptionError(
      "Encrypted secret could not be decrypted: wrong key, wrong record or tampered data",
    );
  }
}

// The key version is bound too, so a row cannot be relabelled to another key version.
function aad(version: number, associatedData: string): Buffer {
  return Buffer.from(`v${version}\u0000${associatedData}`, "utf8");
}

function assertKey(key: SecretKey): void {
  if (key.key.length !== 32) throw new RangeError("Encryption key must be 32 bytes");
  if (!Number.isInteger(key.version) || key.version < 1) {
    throw new RangeError("Encryption key version must be a positive integer");
  }
}
