import "server-only";
import type { z } from "zod";
import { audited } from "@/lib/audit";
import { hashPassword } from "@/lib/auth/password";
import type { SessionUser } from "@/lib/auth/session";
import { randomToken } from "@/lib/crypto/tokens";
import { getDb } from "@/lib/db";
import {
  bumpSessionVersion,
  disableUser,
  enableUser,
  setUserPassword,
  updateUser,
} from "@/lib/db/user-updates";
import { countActiveAdmins, createUser, findUserById, listUsers } from "@/lib/db/users";
import { ApiError } from "@/lib/http/errors";
import type { createUserSchema, resetPasswordSchema, updateUserSchema } from "./user-schemas";
import { toUserDto, type UserDto } from "./user-dto";

type Actor = Pick<SessionUser, "id" | "email">;

/** 24 base64url characters (144 bits): strong, and unambiguous to read out or paste. */
function generatePassword(): string {
  return randomToken(18);
}

export async function listConsoleUsers(): Promise<UserDto[]> {
  return (await listUsers(await getDb())).map(toUserDto);
}

export async function createConsoleUser(
  actor: Actor,
  input: z.output<typeof createUserSchema>,
): Promise<{ user: UserDto; generatedPassword?: string }> {
  const generated = input.passwordMode === "generate" ? generatePassword() : undefined;
  const password = generated ?? input.password ?? "";
  const user = await audited(
    actor,
    "user.created",
    (created: UserDto) => ({ type: "user", id: created.id }),
    async () => {
      const created = await createUser(await getDb(), {
        email: input.email,
        name: input.name,
        role: input.role,
        passwordHash: await hashPassword(password),
        now: new Date(),
      });
      if (!created) {
        throw new ApiError(409, "EMAIL_TAKEN", "A user with this e-mail address already exists.");
      }
      return toUserDto(created);
    },
    { email: input.email, role: input.role, password: input.passwordMode },
  );
  return { user, generatedPassword: generated };
}

async function requireUser(id: string) {
  const user = await findUserById(await getDb(), id);
  if (!user) throw new ApiError(404, "USER_NOT_FOUND", "This user does not exist.");
  return user;
}

/**
 * Refuses a change that would leave no enabled admin. The count and the change are not one
 * transaction; the console runs as one process and admins rarely demote each other at the same
 * second, so the check is re-run after the change and undone if two raced.
 */
async function assertKeepsAnAdmin(target: { role: string; disabledAt: string | null }) {
  if (target.role !== "admin" || target.disabledAt) return;
  if ((await countActiveAdmins(await getDb())) <= 1) {
    throw new ApiError(
      409,
      "LAST_ADMIN",
      "This is the last active admin. Make another user an admin first, so someone can still manage the console.",
    );
  }
}

export async function changeConsoleUser(
  actor: Actor,
  id: string,
  changes: z.output<typeof updateUserSchema>,
): Promise<UserDto> {
  const db = await getDb();
  let user = await requireUser(id);
  const self = actor.id === id;
  if (changes.name !== undefined && changes.name !== user.name) {
    await audited(actor, "user.updated", { type: "user", id }, () =>
      updateUser(db, id, { name: changes.name }, new Date()),
    );
  }
  if (changes.role !== undefined && changes.role !== user.role) {
    const from = user.role;
    const to = changes.role;
    await audited(
      actor,
      "user.role_changed",
      { type: "user", id },
      async () => {
        if (to !== "admin") await assertKeepsAnAdmin(user);
        if (self) throw selfError("change your own role");
        await updateUser(db, id, { role: to }, new Date());
        if ((await countActiveAdmins(db)) === 0) {
          await updateUser(db, id, { role: from }, new Date());
          throw lastAdminRace();
        }
      },
      { email: user.email, from, to },
    );
  }
  user = await requireUser(id);
  if (changes.disabled !== undefined && changes.disabled !== Boolean(user.disabledAt)) {
    const disabling = changes.disabled;
    await audited(
      actor,
      disabling ? "user.disabled" : "user.enabled",
      { type: "user", id },
      async () => {
        if (!disabling) return enableUser(db, id, new Date());
        await assertKeepsAnAdmin(user);
        if (self) throw selfError("disable your own account");
        await disableUser(db, id, new Date());
        if ((await countActiveAdmins(db)) === 0) {
          await enableUser(db, id, new Date());
          throw lastAdminRace();
        }
      },
      { email: user.email },
    );
  }
  return toUserDto(await requireUser(id));
}

export async function resetConsoleUserPassword(
  actor: Actor,
  id: string,
  input: z.output<typeof resetPasswordSchema>,
): Promise<{ generatedPassword?: string }> {
  const user = await requireUser(id);
  const generated = input.passwordMode === "generate" ? generatePassword() : undefined;
  const password = generated ?? input.password ?? "";
  await audited(
    actor,
    "user.password_reset",
    { type: "user", id },
    async () => setUserPassword(await getDb(), id, await hashPassword(password), new Date()),
    { email: user.email, password: input.passwordMode },
  );
  return { generatedPassword: generated };
}

export async function signOutConsoleUser(actor: Actor, id: string): Promise<void> {
  const user = await requireUser(id);
  await audited(
    actor,
    "user.sessions_revoked",
    { type: "user", id },
    async () => bumpSessionVersion(await getDb(), id, new Date()),
    { email: user.email },
  );
}

function selfError(what: string): ApiError {
  return new ApiError(
    409,
    "SELF_CHANGE",
    `You cannot ${what} here: ask another admin, so nobody locks themselves out by mistake.`,
  );
}

function lastAdminRace(): ApiError {
  return new ApiError(
    409,
    "LAST_ADMIN",
    "Another change left no active admin at the same moment; this one was undone. Try again.",
  );
}
