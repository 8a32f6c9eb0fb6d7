import { randomUUID } from "node:crypto";
import type SQLite from "better-sqlite3";
import { toIso } from "./codec";
import { sqliteHandleOf } from "./connection";
import type { Db, UserRole, UsersTable } from "./schema";

/** A user as the rest of the console sees it: the password hash never leaves this module's sign-in lookup. */
export interface UserRecord {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  disabledAt: string | null;
  sessionVersion: number;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  hasPassword: boolean;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewUser {
  email: string;
  name: string;
  role: UserRole;
  passwordHash: string | null;
  now: Date;
}

/** Returns null when the e-mail is taken, decided by the unique index rather than a racy pre-check. */
export async function createUser(db: Db, user: NewUser): Promise<UserRecord | null> {
  const at = toIso(user.now);
  const row = await db
    .insertInto("users")
    .values({
      id: randomUUID(),
      email: normalizeEmail(user.email),
      name: user.name.trim(),
      role: user.role,
      password_hash: user.passwordHash,
      disabled_at: null,
      session_version: 1,
      created_at: at,
      updated_at: at,
      last_login_at: null,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserById(db: Db, id: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toUser(row);
}

/** What the session check needs of a user, read fresh on every request. */
export type SessionUserRecord = Pick<
  UserRecord,
  "id" | "email" | "name" | "role" | "disabledAt" | "sessionVersion"
>;

const sessionColumns = ["id", "email", "name", "role", "disabled_at", "session_version"] as const;
type SessionRow = Pick<UsersTable, (typeof sessionColumns)[number]>;

const sessionStatements = new WeakMap<SQLite.Database, SQLite.Statement<[string], SessionRow>>();

/**
 * The session check's read of its user (lib/auth/session.ts), on every signed-in request: only
 * the columns it needs, and on SQLite one prepared statement per connection, which spares the
 * query builder and SQLite's parse (most of the read's cost). The row is never cached.
 */
export async function findSessionUser(db: Db, id: string): Promise<SessionUserRecord | undefined> {
  const sqlite = sqliteHandleOf(db);
  let row: SessionRow | undefined;
  if (sqlite) {
    let statement = sessionStatements.get(sqlite);
    if (!statement) {
      statement = sqlite.prepare<[string], SessionRow>(
        `select ${sessionColumns.join(", ")} from users where id = ?`,
      );
      sessionStatements.set(sqlite, statement);
    }
    row = statement.get(id);
  } else {
    row = await db
      .selectFrom("users")
      .select(sessionColumns)
      .where("id", "=", id)
      .executeTakeFirst();
  }
  return row && toSessionUser(row);
}

function toSessionUser(row: SessionRow): SessionUserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabledAt: row.disabled_at,
    sessionVersion: row.session_version,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const row = await db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  return row && toUser(row);
}

/** The only read that returns the password hash, for the credentials check. */
export async function findUserForSignIn(
  db: Db,
  email: string,
): Promise<{ user: UserRecord; passwordHash: string | null } | undefined> {
  const row = await db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  return row && { user: toUser(row), passwordHash: row.password_hash };
}

export async function listUsers(db: Db): Promise<UserRecord[]> {
  const rows = await db.selectFrom("users").selectAll().orderBy("email").execute();
  return rows.map(toUser);
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Enabled admins only: the console must keep at least one who can sign in. */
export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function toUser(row: UsersTable): UserRecord {
  return {
    ...toSessionUser(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastLoginAt: row.last_login_at,
    hasPassword: row.password_hash !== null,
  };
}
