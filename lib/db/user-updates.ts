import { sql } from "kysely";
import { toIso } from "./codec";
import type { Db, UserRole } from "./schema";
import { toUser, type UserRecord } from "./users";

/**
 * Changes that alter what a user may do bump `session_version`: JWT sessions carry the version they
 * were issued with, so a mismatch signs the old sessions out at once.
 */
const bump = sql<number>`session_version + 1`;

export interface UserChanges {
  name?: string;
  role?: UserRole;
}

export async function updateUser(
  db: Db,
  id: string,
  changes: UserChanges,
  now: Date,
): Promise<UserRecord | undefined> {
  const row = await db
    .updateTable("users")
    .set({
      ...(changes.name !== undefined && { name: changes.name.trim() }),
      ...(changes.role !== undefined && { role: changes.role }),
      // Only a real role change signs the user out; renaming does not.
      ...(changes.role !== undefined && {
        session_version: sql<number>`case when role = ${changes.role} then session_version else session_version + 1 end`,
      }),
      updated_at: toIso(now),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row && toUser(row);
}

/** Also signs out every existing session of the user. */
export async function setUserPassword(
  db: Db,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return changed(
    await db
      .updateTable("users")
      .set({ password_hash: passwordHash, session_version: bump, updated_at: toIso(now) })
      .where("id", "=", id)
      .executeTakeFirst(),
  );
}

export async function disableUser(db: Db, id: string, now: Date): Promise<boolean> {
  const at = toIso(now);
  return changed(
    await db
      .updateTable("users")
      .set({ disabled_at: at, session_version: bump, updated_at: at })
      .where("id", "=", id)
      .where("disabled_at", "is", null)
      .executeTakeFirst(),
  );
}

export async function enableUser(db: Db, id: string, now: Date): Promise<boolean> {
  return changed(
    await db
      .updateTable("users")
      .set({ disabled_at: null, session_version: bump, updated_at: toIso(now) })
      .where("id", "=", id)
      .where("disabled_at", "is not", null)
      .executeTakeFirst(),
  );
}

/** Signs the user out everywhere without changing anything else. */
export async function bumpSessionVersion(db: Db, id: string, now: Date): Promise<boolean> {
  return changed(
    await db
      .updateTable("users")
      .set({ session_version: bump, updated_at: toIso(now) })
      .where("id", "=", id)
      .executeTakeFirst(),
  );
}

export async function recordLogin(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable("users")
    .set({ last_login_at: toIso(now) })
    .where("id", "=", id)
    .execute();
}

function changed(result: { numUpdatedRows: bigint }): boolean {
  return result.numUpdatedRows > BigInt(0);
}
