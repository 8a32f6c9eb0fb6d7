import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authenticate, clientAddress } from "@/lib/auth/credentials";
import { checkSessionTimes } from "@/lib/auth/lifetime";
import { getAuthSecret } from "@/lib/crypto/console-keys";
import { getDb } from "@/lib/db";
import { env, publicUrl } from "@/lib/env";

export const sessionMaxAgeSeconds = Math.round(env.SESSION_IDLE_HOURS * 60 * 60);
export const secureCookies = publicUrl.startsWith("https://");
export const sessionCookieName = `${secureCookies ? "__Secure-" : ""}next-auth.session-token`;

/**
 * next-auth with a credentials provider and JWT sessions. The token carries the user id and the
 * session version it was issued under; every request compares that version with the store
 * (lib/auth/session.ts), so disabling a user or "sign out everywhere" takes effect at once.
 * `maxAge` is the idle limit: the session endpoint re-issues the cookie while the user is active.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: getAuthSecret(),
    useSecureCookies: secureCookies,
    session: { strategy: "jwt", maxAge: sessionMaxAgeSeconds, updateAge: 0 },
    jwt: { maxAge: sessionMaxAgeSeconds },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "E-mail and password",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials, req) {
          const user = await authenticate(
            await getDb(),
            credentials,
            clientAddress(req.headers ?? {}),
          );
          if (!user) return null;
          return { id: user.id, email: user.email, name: user.name, sv: user.sessionVersion };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.sv = (user as { sv?: number }).sv;
          token.authAt = Math.floor(Date.now() / 1000);
          return token;
        }
        // Throwing makes next-auth clear the cookie and answer an empty session, so the open tab's
        // keep-alive sends the user to sign in once the absolute lifetime is over.
        const check = checkSessionTimes(token, {
          now: Date.now(),
          maxHours: env.SESSION_MAX_HOURS,
        });
        if (!check.ok) throw new Error(`Session ended (${check.reason})`);
        return token;
      },
      session({ session, token }) {
        return { ...session, userId: token.sub };
      },
    },
  };
}
