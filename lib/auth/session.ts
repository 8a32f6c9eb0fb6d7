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
  /** The session version the token carried and the store confirmed (bumped by "sign out everywhere"). */
  sessionVersion: number;
}

/** Where a session cookie is read from: a route handler's request, or `cookies()` elsewhere. */
export interface CookieSource {
  cookies: { get(name: string): { value: string } | undefined };
}

/**
 * The signed-in user of this request, or null. The JWT alone is not trusted for anything but the
 * user id: the user is re-read from the store, so a disabled account, a changed role or a bumped
 * session version ("sign out everywhere") takes effect on the very next request. Only the token's
 * derived key is cached (./session-token.ts), never this decision.
 */
export async function getSessionUser(request?: CookieSource): Promise<SessionUser | null> {
  // A route handler passes its request, whose cookies Next has already parsed: `cookies()` would
  // build a mutable copy of them on first use, which a read does not need.
  const jar = request ? request.cookies : await cookies();
  return sessionUserForCookie(jar.get(sessionCookieName)?.value);
}

/** The same from the session cookie's raw value, for a request read outside Next (the lean paths). */
export async function sessionUserForCookie(raw: string | undefined): Promise<SessionUser | null> {
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
  const token = readSessionToken(raw, secret, { now, maxHours });
  if (!token) return null;
  const user = await findSessionUser(db, token.sub);
  if (!acceptsToken(token, user)) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    sessionVersion: user.sessionVersion,
  };
}
