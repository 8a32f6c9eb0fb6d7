import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/test-db";
import { checkSignInAllowed, recordSignInFailure, recordSignInSuccess } from "./rate-limit";

const start = new Date("2025-03-01T09:00:00.000Z");
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

describe("sign-in rate limit", () => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb();
  });
  afterEach(async () => {
    await db.destroy();
  });

  async function fail(times: number, email: string, address: string | null, now: Date) {
    let gate = await checkSignInAllowed(db, { email, address, now });
    for (let i = 0; i < times; i++) gate = await recordSignInFailure(db, { email, address, now });
    return gate;
  }

  it("locks an account after 5 failures for 15 minutes, then lets it try again", async () => {
    expect((await fail(4, "ana@example.com", "10.0.0.1", start)).allowed).toBe(true);
    const gate = await fail(1, "ANA@example.com", "10.0.0.1", minutes(1));
    expect(gate).toMatchObject({ allowed: false, scope: "account", retryAfterMinutes: 15 });

    const later = await checkSignInAllowed(db, { email: "ana@example.com", now: minutes(10) });
    expect(later).toMatchObject({ allowed: false, retryAfterMinutes: 6, retryAfterSeconds: 360 });

    expect(
      (await checkSignInAllowed(db, { email: "ana@example.com", now: minutes(16) })).allowed,
    ).toBe(true);
    // The lock started a new count: one more failure does not lock again.
    expect((await fail(1, "ana@example.com", null, minutes(16))).allowed).toBe(true);
  });

  it("forgets failures older than the window", async () => {
    await fail(4, "ben@example.com", null, start);
    expect((await fail(1, "ben@example.com", null, minutes(16))).allowed).toBe(true);
    expect((await fail(3, "ben@example.com", null, minutes(17))).allowed).toBe(true);
    expect((await fail(1, "ben@example.com", null, minutes(18))).allowed).toBe(false);
  });

  it("resets the account counter on success", async () => {
    await fail(4, "cy@example.com", null, start);
    await recordSignInSuccess(db, { email: "cy@example.com", now: minutes(1) });
    expect((await fail(4, "cy@example.com", null, minutes(2))).allowed).toBe(true);
  });

  it("locks an address that sprays many accounts, without locking those accounts elsewhere", async () => {
    for (let i = 0; i < 19; i++) await fail(1, `user${i}@example.com`, "203.0.113.9", start);
    const gate = await fail(1, "user19@example.com", "203.0.113.9", minutes(1));
    expect(gate).toMatchObject({ allowed: false, scope: "address" });

    const fromHere = await checkSignInAllowed(db, {
      email: "new@example.com",
      address: "203.0.113.9",
      now: minutes(2),
    });
    expect(fromHere).toMatchObject({ allowed: false, retryAfterMinutes: 14 });
    const fromElsewhere = await checkSignInAllowed(db, {
      email: "user1@example.com",
      address: "198.51.100.7",
      now: minutes(2),
    });
    expect(fromElsewhere.allowed).toBe(true);
  });

  it("keeps the address counter when one account signs in", async () => {
    for (let i = 0; i < 19; i++) await fail(1, `u${i}@example.com`, "203.0.113.9", start);
    await recordSignInSuccess(db, { email: "u0@example.com", address: "203.0.113.9", now: start });
    expect((await fail(1, "u20@example.com", "203.0.113.9", start)).allowed).toBe(false);
  });
});
