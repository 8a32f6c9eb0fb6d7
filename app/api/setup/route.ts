import { jsonAnswer } from "@/lib/http/json-answer";
import { hashPassword } from "@/lib/auth/password";
import { setupSchema } from "@/lib/auth/schemas";
import { getDb } from "@/lib/db";
import { consumeSetupToken, expireSetupTokens } from "@/lib/db/setup-tokens";
import { countActiveAdmins, createUser } from "@/lib/db/users";
import { ApiError } from "@/lib/http/errors";
import { parseWith, readJsonBody } from "@/lib/http/request";
import { withPublic } from "@/lib/http/route";
import { isCrossSite } from "@/lib/http/same-origin";

export const dynamic = "force-dynamic";

/** Creates the first admin with the one-time link printed at start; the link works once. */
export const POST = withPublic(async ({ request }) => {
  if (isCrossSite(request))
    throw new ApiError(403, "CROSS_SITE_REQUEST", "Cross-site requests are refused.");
  const input = parseWith(setupSchema, await readJsonBody(request), "form");
  const db = await getDb();
  const now = new Date();
  if ((await countActiveAdmins(db)) > 0) {
    throw new ApiError(409, "ALREADY_SET_UP", "An admin already exists. Sign in instead.");
  }
  if (!(await consumeSetupToken(db, input.token, now))) {
    throw new ApiError(
      404,
      "SETUP_LINK_INVALID",
      "This setup link is invalid, expired or already used.",
    );
  }
  const user = await createUser(db, {
    email: input.email,
    name: input.name,
    role: "admin",
    passwordHash: await hashPassword(input.password),
    now,
  });
  if (!user) throw new ApiError(409, "EMAIL_TAKEN", "An account with this e-mail already exists.");
  await expireSetupTokens(db, now);
  return jsonAnswer({ email: user.email }, { status: 201 });
});
