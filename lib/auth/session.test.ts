import { encode } from "next-auth/jwt";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/test-db";
import { bumpSessionVersion, disableUser, updateUser } from "@/lib/db/user-updates";
import { createUser, type UserRecord } from "@/lib/db/users";
import { sessionUserOf } from "./session";

const secret = "test-secret-of-reasonable-length-0123456789";
const maxHours = 12;
const hour = 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The whole decision on a real store: every request re-reads the user, so what an admin changes
 * in the store refuses (or changes) the very next request carrying the same cookie.
 */
describe("sessionUserOf", () => {
  let db: Db;
  let user: UserRecord;
  beforeEach(async () => {
    db = await createTestDb();
    const created = await createUser(db, {
      email: "ana@example.com",
      name: "Ana",
      role: "admin",
      passwordHash: null,
      now: new Date(),
    });
    if (!created) throw new Error("user not created");
    user = created;
  });
  afterEach(async () => {
    await db.destroy();
  });

  const cookie = (claims: Record<string, unknown> = {}, key = secret, maxAge = hour) =>
    encode({
      token: { sub: user.id, sv: 1, authAt: nowSeconds(), ...claims },
      secret: key,
      maxAge,
    });
  const read = (raw: string, now = Date.now()) => sessionUserOf(raw, { db, secret, now, maxHours });

  it("answers the signed-in user, and nothing more of the store's record", async () => {
    expect(await read(await cookie())).toEqual({
      id: user.id,
      email: "ana@example.com",
      name: "Ana",
      role: "admin",
      // The version the token carried, as the store confirmed it (the live stream is tied to it).
      sessionVersion: 1,
    });
  });

  it("refuses the same cookie on the next request after 'sign out everywhere'", async () => {
    const raw = await cookie();
    expect(await read(raw)).not.toBeNull();
    await bumpSessionVersion(db, user.id, new Date());
    expect(await read(raw)).toBeNull();
  });

  it("refuses the same cookie on the next request once the user is disabled", async () => {
    const raw = await cookie();
    expect(await read(raw)).not.toBeNull();
    await disableUser(db, user.id, new Date());
    expect(await read(raw)).toBeNull();
  });

  it("refuses the same cookie after a role change, and sees a rename on the next request", async () => {
    const raw = await cookie();
    expect((await read(raw))?.name).toBe("Ana");
    await updateUser(db, user.id, { name: "Ana B" }, new Date());
    expect((await read(raw))?.name).toBe("Ana B");
    await updateUser(db, user.id, { role: "analyst" }, new Date());
    expect(await read(raw)).toBeNull();
  });

  it("refuses a forged, idle-expired or past-lifetime cookie, and an unknown user", async () => {
    expect(await read(await cookie({}, "not-the-secret"))).toBeNull();
    expect(await read(await cookie(), Date.now() + 2 * hour * 1000)).toBeNull();
    expect(await read(await cookie({ authAt: nowSeconds() - (maxHours + 1) * hour }))).toBeNull();
    expect(await read(await cookie({ sub: "someone-else" }))).toBeNull();
    expect(await read(await cookie({ sv: 0 }))).toBeNull();
  });
});
