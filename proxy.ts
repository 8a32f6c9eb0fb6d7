import { NextResponse, type NextRequest } from "next/server";
import { consoleCsp, createNonce, shareCsp } from "@/lib/security/csp";
import { limitSharePageRequest } from "@/lib/share/rate-limit-response";

/**
 * Runs before every page request. It sets the security headers (a per-request CSP nonce)
 * and, as a convenience only, sends visitors without a session cookie to /login. It is NOT the
 * authorization boundary: every route handler and page checks the session itself.
 */
const publicPages = ["/login", "/share", "/setup"];
const sessionCookies = ["next-auth.session-token", "__Secure-next-auth.session-token"];

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const dev = process.env.NODE_ENV === "development";
  const isShare = pathname.startsWith("/share/");
  const nonce = createNonce();
  const csp = isShare ? shareCsp(nonce, { dev }) : consoleCsp(nonce, { dev });

  const requestHeaders = new Headers(request.headers);
  // A client-sent copy of this internal header must never reach the app (CVE-2025-29927 class).
  requestHeaders.delete("x-middleware-subrequest");
  requestHeaders.set("x-nonce", nonce);
  // Where to come back to after a re-sign-in (lib/auth/sign-in-redirect.ts); replaces any client copy.
  requestHeaders.set("x-console-path", pathname + request.nextUrl.search);
  requestHeaders.set("content-security-policy", csp);

  const needsSession = !publicPages.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  const hasCookie = sessionCookies.some((name) => request.cookies.has(name));

  // Public share pages are rate limited per address before anything renders (lib/share/), in the
  // store so that every instance counts into the same window.
  const limited = isShare ? await limitSharePageRequest(request) : null;
  const response =
    limited ??
    (needsSession && !hasCookie
      ? NextResponse.redirect(loginUrl(request))
      : NextResponse.next({ request: { headers: requestHeaders } }));

  response.headers.set("Content-Security-Policy", csp);
  if (isShare) {
    response.headers.set("Referrer-Policy", "no-referrer");
    response.headers.set("X-Robots-Tag", "noindex, nofollow, noarchive");
    response.headers.set("Cache-Control", "no-store");
  }
  return response;
}

function loginUrl(request: NextRequest): URL {
  const url = request.nextUrl.clone();
  const next = request.nextUrl.pathname + request.nextUrl.search;
  url.pathname = "/login";
  url.search = next === "/" ? "" : `?next=${encodeURIComponent(next)}`;
  return url;
}

export const config = {
  // API routes are left out: they check the session themselves and get their headers from
  // next.config.mjs, which saves the proxy's cost on every data request.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
