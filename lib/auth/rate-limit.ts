import {
  clearLoginAttempts,
  getLoginAttempts,
  incrementLoginFailures,
  lockLoginKey,
} from "@/lib/db/login-attempts";
import type { Db } from "@/lib/db/schema";

export interface RateLimitRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/**
 * Per account against guessing one password; per address against spraying many accounts, with a
 * higher limit because offices share an address.
 */
export interface SignInRateLimitPolicy {
  account: RateLimitRule;
  address: RateLimitRule;
}

const FIFTEEN_MINUTES = 15 * 60_000;

export const DEFAULT_SIGN_IN_POLICY: SignInRateLimitPolicy = {
  account: { maxFailures: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
  address: { maxFailures: 20, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
};

export interface SignInAttempt {
  email: string;
  /** The client address; when unknown only the account is limited, never a shared bucket. */
  address?: string | null;
  now: Date;
}

export type SignInGate =
  | { allowed: true }
  | {
      allowed: false;
      scope: "account" | "address";
      retryAt: Date;
      retryAfterSeconds: number;
      /** Rounded up, for "Too many attempts, try again in N minutes". */
      retryAfterMinutes: number;
    };

type Scope = "account" | "address";

/** Keys cover unknown e-mails too, so being limited reveals nothing about which accounts exist. */
function keysFor({ email, address }: SignInAttempt): { scope: Scope; key: string }[] {
  const keys: { scope: Scope; key: string }[] = [
    { scope: "account", key: `account:${email.trim().toLowerCase()}` },
  ];
  if (address) keys.push({ scope: "address", key: `address:${address}` });
  return keys;
}

/** Call before checking the password: a locked account or address is refused without trying it. */
export async function checkSignInAllowed(db: Db, attempt: SignInAttempt): Promise<SignInGate> {
  const keys = keysFor(attempt);
  const rows = await getLoginAttempts(
    db,
    keys.map((k) => k.key),
  );
  let gate: SignInGate = { allowed: true };
  for (const row of rows) {
    if (!row.lockedUntil) continue;
    const until = new Date(row.lockedUntil);
    if (until <= attempt.now) continue;
    const scope = keys.find((k) => k.key === row.key)?.scope ?? "account";
    if (gate.allowed || until > gate.retryAt) gate = blocked(scope, until, attempt.now);
  }
  return gate;
}

/** Counts a failed sign-in against the account and the address; returns the gate for the next try. */
export async function recordSignInFailure(
  db: Db,
  attempt: SignInAttempt,
  policy: SignInRateLimitPolicy = DEFAULT_SIGN_IN_POLICY,
): Promise<SignInGate> {
  for (const { scope, key } of keysFor(attempt)) {
    const rule = policy[scope];
    const row = await incrementLoginFailures(db, key, {
      now: attempt.now,
      windowMs: rule.windowMs,
    });
    if (row.failures >= rule.maxFailures) {
      await lockLoginKey(db, key, attempt.now, new Date(attempt.now.getTime() + rule.lockMs));
    }
  }
  return checkSignInAllowed(db, attempt);
}

/** Clears the account's counter; the address counter stays, so one known password cannot reset it. */
export async function recordSignInSuccess(db: Db, attempt: SignInAttempt): Promise<void> {
  const account = keysFor(attempt).find((k) => k.scope === "account");
  if (account) await clearLoginAttempts(db, account.key);
}

function blocked(scope: Scope, retryAt: Date, now: Date): SignInGate {
  const retryAfterMs = retryAt.getTime() - now.getTime();
  return {
    allowed: false,
    scope,
    retryAt,
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
    retryAfterMinutes: Math.ceil(retryAfterMs / 60_000),
  };
}
