import { hashPassword } from "../lib/auth/password";
import { openDatabase } from "../lib/db/connection";
import { migrateToLatest } from "../lib/db/migrations";
import { createUser, findUserByEmail } from "../lib/db/users";
import { e2e } from "./env";

/**
 * The suite needs an analyst beside the bootstrapped admin. It is written straight into the
 * store (migrating it first if the console has not yet), as an operator would with the CLI.
 */
export default async function globalSetup(): Promise<void> {
  const db = openDatabase({ dataDir: e2e.dataDir });
  try {
    await migrateToLatest(db);
    if (!(await findUserByEmail(db, e2e.analyst.email))) {
      await createUser(db, {
        email: e2e.analyst.email,
        name: "Ada Analyst",
        role: "analyst",
        passwordHash: await hashPassword(e2e.analyst.password),
        now: new Date(),
      });
    }
  } finally {
    await db.destroy();
  }
}
