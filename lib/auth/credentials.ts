import "server-only";
import { verifyPassword } from "@/lib/auth/password";
import {
  checkSignInAllowed,
  recordSignInFailure,
  recordSignInSuccess,
} from "@/lib/auth/rate-limit";
import { signInSchema } from "@/lib/auth/schemas";
import { recordLogin } from "@/lib/db/user-updates";
import { findUserForSignIn, type UserRecord } from "@/lib/db/users";
import type { Db } from "@/lib/db";

export class SignInRefused extends Error {}

/**
 * The credentials check behind sign-in. A wrong e-mail and a wrong password look the same; a
 * disabled account too. Rate limiting is checked before the password is, so a locked account
 * cannot be probed further.
 */
export async function authenticate(
  db: Db,
  credentials: unknown,
  address: string | null,
  now = new Date(),
): Promise<UserRecord | null> {
  const parsed = signInSchema.safeParse(credentials);
  if (!parsed.success) return null;
  const attempt = { email: parsed.data.email, address, now };
  const gate = await checkSignInAllowed(db, attempt);
  if (!gate.allowed) throw new SignInRefused(lockedMessage(gate.retryAfterMinutes));

  const found = await findUserForSignIn(db, parsed.data.email);
  const passwordOk = await verifyPassword(parsed.data.password, found?.passwordHash ?? null);
  if (!found || !passwordOk || found.user.disabledAt) {
    const next = await recordSignInFailure(db, attempt);
    if (!next.allowed) throw new SignInRefused(lockedMessage(next.retryAfterMinutes));
    return null;
  }
  await recordSignInSuccess(db, attempt);
  await recordLogin(db, found.user.id, now);
  return found.user;
}

function lockedMessage(minutes: number): string {
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/**
 * The client address for rate limiting. X-Forwarded-For holds exactly one address by the time a
 * handler runs: the server's hook (lib/http/client-address-hook.ts) replaced whatever the client
 * sent with the socket address, or the hop a configured trusted proxy vouched for.
 */
export function clientAddress(
  headers: Record<string, string | string[] | undefined>,
): string | null {
  const forwarded = headers["x-forwarded-for"];
  const hops = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? null;
}
