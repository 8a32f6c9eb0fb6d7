import "server-only";
import { cookies } from "next/headers";
import { sessionCookieName } from "@/lib/auth/options";
import { acceptsToken, readSessionToken } from "@/lib/auth/session-token";
import { getAuthSecret } from "@/lib/crypto/console-keys";
import { getDb, type Db } from "@/lib/db";
import { findSessionUser } from "@/lib/db/users";
import type { UserRole } from "@/lib/db/schema";
import { env } from "@/lib/env";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
}

/**
 * The signed-in user of this request, or null. The JWT alone is not trusted for anything but the
 * user id: the user is re-read from the store, so a disabled account, a changed role or a bumped
 * session version ("sign out everywhere") takes effect on the very next request. Only the token's
 * derived key is cached (./session-token.ts), never this decision.
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  const raw = (await cookies()).get(sessionCookieName)?.value;
  if (!raw) return null;
  return sessionUserOf(raw, {
    db: await getDb(),
    secret: getAuthSecret(),
    now: Date.now(),
    maxHours: env.SESSION_MAX_HOURS,
  });
}

/** The decision itself, for a raw session cookie: authentic, within both limits, and current. */
export async function sessionUserOf(
  raw: string,
  { db, secret, now, maxHours }: { db: Db; secret: string; now: number; maxHours: number },
): Promise<SessionUser | null> {
  const token = await readSessionToken(raw, secret, { now, maxHours });
  if (!token) return null;
  const user = await findSessionUser(db, token.sub);
  if (!acceptsToken(token, user)) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
