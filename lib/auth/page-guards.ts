import "server-only";
import { forbidden } from "next/navigation";
import { redirectToSignIn } from "@/lib/auth/sign-in-redirect";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";

/**
 * For admin pages: the page itself checks the role (the layout and proxy.ts are conveniences).
 * An analyst gets the 403 page (app/(console)/forbidden.tsx) with a 403 status.
 */
export async function requireAdminPage(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) return redirectToSignIn();
  if (user.role !== "admin") forbidden();
  return user;
}
