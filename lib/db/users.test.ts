import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "./schema";
import { createTestDb } from "./test-db";
import {
  bumpSessionVersion,
  disableUser,
  enableUser,
  recordLogin,
  setUserPassword,
  updateUser,
} from "./user-updates";
import {
  countActiveAdmins,
  countUsers,
  createUser,
  findUserByEmail,
  findUserById,
  findUserForSignIn,
  listUsers,
} from "./users";

const now = new Date("2025-02-01T00:00:00.000Z");

describe("users", () => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb();
  });
  afterEach(async () => {
    await db.destroy();
  });

  async function create(email: string, role: "analyst" | "admin" = "analyst") {
    const user = await createUser(db, {
      email,
      name: " Ana ",
      role,
      passwordHash: "$scrypt$x",
      now,
    });
    if (!user) throw new Error(`${email} already exists`);
    return user;
  }

  it("stores e-mails lower-cased and refuses a duplicate in any case", async () => {
    const user = await create("  Ana@Example.COM ");
    expect(user).toMatchObject({
      email: "ana@example.com",
      name: "Ana",
      sessionVersion: 1,
      hasPassword: true,
    });
    expect(
      await createUser(db, {
        email: "ANA@example.com",
        name: "x",
        role: "admin",
        passwordHash: null,
        now,
      }),
    ).toBeNull();
    expect((await findUserByEmail(db, "ANA@EXAMPLE.COM"))?.id).toBe(user.id);
    expect(await countUsers(db)).toBe(1);
  });

  it("returns the password hash only from the sign-in lookup", async () => {
    const user = await create("ana@example.com");
    expect(await findUserById(db, user.id)).not.toHaveProperty("passwordHash");
    expect((await findUserForSignIn(db, "Ana@example.com"))?.passwordHash).toBe("$scrypt$x");
    expect(await findUserForSignIn(db, "nobody@example.com")).toBeUndefined();
  });

  it("signs a user out on role change, password change and disable, not on rename", async () => {
    const user = await create("ana@example.com");
    const version = async () => (await findUserById(db, user.id))?.sessionVersion;

    await updateUser(db, user.id, { name: "Ana B" }, now);
    expect(await version()).toBe(1);
    await updateUser(db, user.id, { role: "analyst" }, now);
    expect(await version()).toBe(1);
    expect((await updateUser(db, user.id, { role: "admin" }, now))?.role).toBe("admin");
    expect(await version()).toBe(2);
    await setUserPassword(db, user.id, "$scrypt$y", now);
    expect(await version()).toBe(3);
    expect(await disableUser(db, user.id, now)).toBe(true);
    expect(await disableUser(db, user.id, now)).toBe(false);
    expect(await version()).toBe(4);
    expect(await enableUser(db, user.id, now)).toBe(true);
    await bumpSessionVersion(db, user.id, now);
    expect(await version()).toBe(6);
  });

  it("counts only enabled admins", async () => {
    const admin = await create("root@example.com", "admin");
    await create("second@example.com", "admin");
    await create("ana@example.com");
    expect(await countActiveAdmins(db)).toBe(2);
    await disableUser(db, admin.id, now);
    expect(await countActiveAdmins(db)).toBe(1);
  });

  it("lists users by e-mail and records sign-ins", async () => {
    const zed = await create("zed@example.com");
    await create("amy@example.com");
    await recordLogin(db, zed.id, now);
    const users = await listUsers(db);
    expect(users.map((u) => u.email)).toEqual(["amy@example.com", "zed@example.com"]);
    expect(users[1].lastLoginAt).toBe(now.toISOString());
  });
});
