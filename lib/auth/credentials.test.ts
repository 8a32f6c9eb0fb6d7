import { describe, expect, it } from "vitest";
import { createTestDb } from "@/lib/db/test-db";
import { disableUser } from "@/lib/db/user-updates";
import { createUser } from "@/lib/db/users";
import { authenticate, clientAddress, SignInRefused } from "./credentials";
import { hashPassword } from "./password";

const password = "correct horse battery";

async function setup() {
  const db = await createTestDb();
  const user = await createUser(db, {
    email: "Ada@Example.com",
    name: "Ada",
    role: "analyst",
    passwordHash: await hashPassword(password),
    now: new Date("2026-11-01T00:00:00Z"),
  });
  return { db, user: user! };
}

describe("sign-in with e-mail and password", () => {
  it("accepts the right password, whatever the e-mail's case", async () => {
    const { db, user } = await setup();
    const signedIn = await authenticate(db, { email: "ada@example.COM", password }, "10.0.0.1");
    expect(signedIn?.id).toBe(user.id);
  });

  it("refuses a wrong password, an unknown e-mail and a disabled account alike", async () => {
    const { db, user } = await setup();
    expect(await authenticate(db, { email: "ada@example.com", password: "nope" }, null)).toBeNull();
    expect(await authenticate(db, { email: "who@example.com", password }, null)).toBeNull();
    await disableUser(db, user.id, new Date());
    expect(await authenticate(db, { email: "ada@example.com", password }, null)).toBeNull();
  });

  it("locks the account after five failures, even for the right password, with a clear message", async () => {
    const { db } = await setup();
    const now = new Date("2026-11-02T10:00:00Z");
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(
        await authenticate(db, { email: "ada@example.com", password: "nope" }, "10.0.0.2", now),
      ).toBeNull();
    }
    await expect(
      authenticate(db, { email: "ada@example.com", password: "nope" }, "10.0.0.2", now),
    ).rejects.toThrow(SignInRefused);
    await expect(
      authenticate(db, { email: "ada@example.com", password }, "10.0.0.3", now),
    ).rejects.toThrow(/Too many failed sign-in attempts\. Try again in 15 minutes\./);
    const later = new Date(now.getTime() + 16 * 60_000);
    expect(
      await authenticate(db, { email: "ada@example.com", password }, "10.0.0.3", later),
    ).not.toBeNull();
  });

  it("uses the address the server's hook resolved, never a client-written X-Real-IP", () => {
    expect(clientAddress({ "x-forwarded-for": "10.0.0.9" })).toBe("10.0.0.9");
    expect(clientAddress({ "x-real-ip": "10.0.0.7" })).toBeNull();
    expect(clientAddress({})).toBeNull();
  });
});
