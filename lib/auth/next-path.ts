/** Only same-site paths may follow a sign-in: `//evil.example` or `https://…` fall back to `/`. */
export function safeNextPath(value: string | undefined | null): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\"))
    return "/";
  return value;
}
