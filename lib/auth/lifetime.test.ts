import { describe, expect, it } from "vitest";
import { checkSessionTimes } from "./lifetime";

const hour = 60 * 60_000;
const signIn = Date.UTC(2026, 2, 1, 8, 0) / 1000;

describe("session lifetime", () => {
  it("ends a session 12 hours after sign-in however active it was", () => {
    const active = { authAt: signIn, exp: signIn + 8 * 3600 + 12 * 3600 };
    const at = (hours: number) => ({ now: signIn * 1000 + hours * hour, maxHours: 12 });
    expect(checkSessionTimes(active, at(11.9))).toEqual({ ok: true });
    expect(checkSessionTimes(active, at(12))).toEqual({ ok: false, reason: "lifetime" });
    expect(checkSessionTimes(active, { ...at(5), maxHours: 4 })).toEqual({
      ok: false,
      reason: "lifetime",
    });
  });

  it("still ends an idle session, and refuses tokens without a sign-in time or from the future", () => {
    const now = { now: signIn * 1000 + hour, maxHours: 12 };
    expect(checkSessionTimes({ authAt: signIn, exp: signIn + 1800 }, now)).toMatchObject({
      reason: "idle",
    });
    expect(checkSessionTimes({ exp: signIn + 8 * 3600 }, now)).toMatchObject({
      reason: "lifetime",
    });
    expect(checkSessionTimes({ authAt: signIn + 5 * 3600 }, now)).toMatchObject({
      reason: "lifetime",
    });
  });
});
