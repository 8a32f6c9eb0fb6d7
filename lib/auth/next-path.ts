/** Only same-site paths may follow a sign-in: `//evil.example` or `https://…` fall back to `/`. */
export function safeNextPath(value: string | undefined | null): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\"))
    return "/";
  return value;
}

/** Where a user whose session ended is sent: sign in, then back to the page they were on. */
export function expiredSignInPath(current: string | null | undefined): string {
  const next = safeNextPath(current);
  return next === "/"
    ? "/login?reason=expired"
    : `/login?reason=expired&next=${encodeURIComponent(next)}`;
}
