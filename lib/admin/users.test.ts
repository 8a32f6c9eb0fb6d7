import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/test-db";
import { listAuditEvents } from "@/lib/db/audit-events";
import { createUser, findUserById } from "@/lib/db/users";

let db: Db;
vi.mock("@/lib/db", () => ({ getDb: async () => db }));

const { changeConsoleUser, createConsoleUser, resetConsoleUserPassword } = await import("./users");

async function seedUser(email: string, role: "admin" | "analyst") {
  const user = await createUser(db, {
    email,
    name: email,
    role,
    passwordHash: null,
    now: new Date(),
  });
  return user!;
}

describe("user administration", () => {
  beforeEach(async () => {
    db = await createTestDb();
  });

  it("creates a user with a generated password shown once, and audits it without the password", async () => {
    const admin = await seedUser("root@example.com", "admin");
    const result = await createConsoleUser(admin, {
      email: "new@example.com",
      name: "New",
      role: "analyst",
      passwordMode: "generate",
    });
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const { items } = await listAuditEvents(db, { action: "user.created" });
    expect(items[0]).toMatchObject({
      actorEmail: "root@example.com",
      targetId: result.user.id,
      outcome: "success",
    });
    expect(JSON.stringify(items[0].detail)).not.toContain(result.generatedPassword);
  });

  it("refuses a taken e-mail with 409 and leaves a failure row", async () => {
    const admin = await seedUser("root@example.com", "admin");
    await expect(
      createConsoleUser(admin, {
        email: "root@example.com",
        name: "X",
        role: "admin",
        passwordMode: "generate",
      }),
    ).rejects.toMatchObject({ status: 409, code: "EMAIL_TAKEN" });
    const { items } = await listAuditEvents(db, { action: "user.created" });
    expect(items[0].outcome).toBe("failure");
  });

  it("never demotes or disables the last active admin", async () => {
    const admin = await seedUser("root@example.com", "admin");
    await expect(changeConsoleUser(admin, admin.id, { role: "analyst" })).rejects.toMatchObject({
      code: "LAST_ADMIN",
    });
    await expect(changeConsoleUser(admin, admin.id, { disabled: true })).rejects.toMatchObject({
      code: "LAST_ADMIN",
    });
    expect((await findUserById(db, admin.id))!).toMatchObject({ role: "admin", disabledAt: null });
  });

  it("lets an admin demote or disable another admin, which signs that admin out", async () => {
    const admin = await seedUser("root@example.com", "admin");
    const other = await seedUser("other@example.com", "admin");
    await changeConsoleUser(admin, other.id, { role: "analyst" });
    const demoted = (await findUserById(db, other.id))!;
    expect(demoted.role).toBe("analyst");
    expect(demoted.sessionVersion).toBeGreaterThan(other.sessionVersion);
    await changeConsoleUser(admin, other.id, { disabled: true });
    expect((await findUserById(db, other.id))!.disabledAt).not.toBeNull();
    const actions = (await listAuditEvents(db)).items.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["user.role_changed", "user.disabled"]));
  });

  it("refuses changing one's own role or disabling oneself while another admin exists", async () => {
    const admin = await seedUser("root@example.com", "admin");
    await seedUser("other@example.com", "admin");
    await expect(changeConsoleUser(admin, admin.id, { disabled: true })).rejects.toMatchObject({
      code: "SELF_CHANGE",
    });
  });

  it("resets a password, signing the user out, and 404s for an unknown user", async () => {
    const admin = await seedUser("root@example.com", "admin");
    const user = await seedUser("u@example.com", "analyst");
    const { generatedPassword } = await resetConsoleUserPassword(admin, user.id, {
      passwordMode: "generate",
    });
    expect(generatedPassword).toBeDefined();
    expect((await findUserById(db, user.id))!.sessionVersion).toBe(user.sessionVersion + 1);
    await expect(
      resetConsoleUserPassword(admin, "missing", {
        passwordMode: "set",
        password: "long-enough-pass",
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
