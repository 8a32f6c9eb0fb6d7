import "server-only";
import { cookies } from "next/headers";
import { sessionCookieName } from "@/lib/auth/options";
import { acceptsToken, readSessionToken } from "@/lib/auth/session-token";
import { getAuthSecret } from "@/lib/crypto/console-keys";
import { getDb } from "@/lib/db";
import { findUserById } from "@/lib/db/users";
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
  const token = await readSessionToken(raw, getAuthSecret(), {
    now: Date.now(),
    maxHours: env.SESSION_MAX_HOURS,
  });
  if (!token) return null;
  const user = await findUserById(await getDb(), token.sub);
  if (!acceptsToken(token, user)) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
