import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export const PASSWORD_MIN_LENGTH = 12;
/** Bounds the work an unauthenticated request can ask for; passphrases stay well inside it. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * N=2^15, r=8, p=1: 32 MiB and roughly 50-100 ms per hash. OWASP suggests N=2^17; we stay lower so
 * a burst of sign-ins cannot exhaust memory on a small host. `needsRehash` lets this be raised later.
 */
const DEFAULT_PARAMS = { log2N: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

// Nothing derives to random bytes, so comparing against this always fails after the full work.
const DUMMY = {
  params: DEFAULT_PARAMS,
  salt: randomBytes(SALT_BYTES),
  hash: randomBytes(KEY_BYTES),
};

export type PasswordPolicyResult = { ok: true } | { ok: false; message: string };

export function checkPasswordPolicy(password: string): PasswordPolicyResult {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { ok: false, message: `Use at least ${PASSWORD_MIN_LENGTH} characters.` };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { ok: false, message: `Use at most ${PASSWORD_MAX_LENGTH} characters.` };
  }
  if (password.trim().length === 0) return { ok: false, message: "Use more than spaces." };
  return { ok: true };
}

/** Encoded as `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` (base64url) so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, DEFAULT_PARAMS);
  const { log2N, r, p } = DEFAULT_PARAMS;
  return `$scrypt$ln=${log2N},r=${r},p=${p}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

/**
 * Pass `null` for an unknown or password-less account: the same work is done against a dummy hash,
 * so response time does not reveal which e-mail addresses exist.
 */
export async function verifyPassword(password: string, encoded: string | null): Promise<boolean> {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  const parsed = encoded === null ? null : parse(encoded);
  const target = parsed ?? DUMMY;
  const actual = await derive(password, target.salt, target.params);
  return timingSafeEqual(actual, target.hash) && parsed !== null;
}

/** True when a stored hash uses weaker parameters than today's, so sign-in can upgrade it. */
export function needsRehash(encoded: string): boolean {
  const parsed = parse(encoded);
  if (!parsed) return true;
  const { log2N, r, p } = parsed.params;
  return log2N < DEFAULT_PARAMS.log2N || r < DEFAULT_PARAMS.r || p < DEFAULT_PARAMS.p;
}

function parse(encoded: string): ParsedHash | null {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/.exec(
    encoded,
  );
  if (!match) return null;
  const params = { log2N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  // Refuse parameters that would let a tampered row make one sign-in exhaust memory or CPU.
  const { log2N, r, p } = params;
  if (log2N < 10 || log2N > 17 || r < 1 || r > 16 || p < 1 || p > 4) return null;
  const salt = Buffer.from(match[4], "base64url");
  const hash = Buffer.from(match[5], "base64url");
  return salt.length >= 8 && hash.length === KEY_BYTES ? { params, salt, hash } : null;
}

function derive(password: string, salt: Buffer, { log2N, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** log2N;
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is exactly that at 2^15, so allow 2x.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
