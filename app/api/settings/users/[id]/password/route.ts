import { jsonAnswer } from "@/lib/http/json-answer";
import { noStore } from "@/lib/admin/no-store";
import { resetPasswordSchema } from "@/lib/admin/user-schemas";
import { resetConsoleUserPassword } from "@/lib/admin/users";
import { withSession } from "@/lib/http/route";
import { parseWith, readJsonBody } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// Resets a password (and signs the user out everywhere); a generated one is shown once.
export const POST = withSession<{ id: string }>("admin", async ({ request, params, user }) => {
  const body = parseWith(resetPasswordSchema, await readJsonBody(request), "password");
  return jsonAnswer(await resetConsoleUserPassword(user, params.id, body), {
    headers: noStore,
  });
});
