import "server-only";
import { decode } from "next-auth/jwt";
import { cookies } from "next/headers";
import { checkSessionTimes } from "@/lib/auth/lifetime";
import { sessionCookieName } from "@/lib/auth/options";
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
 * session version ("sign out everywhere") takes effect on the very next request.
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  const raw = (await cookies()).get(sessionCookieName)?.value;
  if (!raw) return null;
  let token: Awaited<ReturnType<typeof decode>>;
  try {
    token = await decode({ token: raw, secret: getAuthSecret() });
  } catch {
    return null;
  }
  if (!token?.sub || typeof token.sv !== "number") return null;
  if (!checkSessionTimes(token, { now: Date.now(), maxHours: env.SESSION_MAX_HOURS }).ok) {
    return null;
  }
  const user = await findUserById(await getDb(), token.sub);
  if (!user || user.disabledAt || user.sessionVersion !== token.sv) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
