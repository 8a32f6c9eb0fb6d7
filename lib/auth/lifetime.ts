/**
 * A session's two limits: idle (SESSION_IDLE_HOURS, the JWT's own expiry, renewed while the user is
 * active) and absolute (SESSION_MAX_HOURS from sign-in, never renewed). The sign-in time is written
 * by the server into the signed token at sign-in and only ever read after, so a client cannot move
 * it; a token without one (issued before this limit existed) counts as over.
 */
/** `authAt`: seconds since the epoch of the sign-in; `exp`: the JWT's own (idle) expiry. */
export type SessionTokenTimes = Readonly<Record<string, unknown>>;

export type SessionTimeCheck = { ok: true } | { ok: false; reason: "idle" | "lifetime" };

export function checkSessionTimes(
  token: SessionTokenTimes,
  { now, maxHours }: { now: number; maxHours: number },
): SessionTimeCheck {
  if (typeof token.exp === "number" && token.exp * 1000 < now) return { ok: false, reason: "idle" };
  if (typeof token.authAt !== "number" || !Number.isFinite(token.authAt)) {
    return { ok: false, reason: "lifetime" };
  }
  // A sign-in time in the future is as suspect as a missing one.
  if (token.authAt * 1000 > now + 60_000) return { ok: false, reason: "lifetime" };
  if (now - token.authAt * 1000 >= maxHours * 60 * 60_000) return { ok: false, reason: "lifetime" };
  return { ok: true };
}
