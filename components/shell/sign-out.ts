/**
 * Signs out through next-auth's own endpoints, as its `signOut` does (CSRF token, then a POST to
 * /api/auth/signout that clears the session cookie), then goes to the sign-in page. Written here
 * instead of importing `next-auth/react`, which would add ~10 KB gz (its regenerator and helpers)
 * to every signed-in page's bundle for these two requests. No tab listens for next-auth's
 * cross-tab message (there is no SessionProvider): other tabs learn it from their next 401.
 */
export async function signOut(callbackUrl = "/login"): Promise<void> {
  const csrf = await fetch("/api/auth/csrf", { credentials: "same-origin" });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const answer = await fetch("/api/auth/signout", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl, json: "true" }),
  });
  const { url } = (await answer.json()) as { url?: string };
  window.location.assign(url ?? callbackUrl);
}
