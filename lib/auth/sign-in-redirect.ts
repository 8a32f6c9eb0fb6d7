import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { expiredSignInPath } from "./next-path";

/**
 * The page being rendered, set by proxy.ts on every page request (it replaces any value a client
 * sent). Used only as a same-site path after sign-in, through safeNextPath.
 */
export const CONSOLE_PATH_HEADER = "x-console-path";

/** For a page whose session ended: sign in, then back here. */
export async function redirectToSignIn(): Promise<never> {
  redirect(expiredSignInPath((await headers()).get(CONSOLE_PATH_HEADER)));
}
