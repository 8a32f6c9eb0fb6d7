import { jsonAnswer } from "@/lib/http/json-answer";
import { noStore } from "@/lib/admin/no-store";
import { updateUserSchema } from "@/lib/admin/user-schemas";
import { changeConsoleUser } from "@/lib/admin/users";
import { withSession } from "@/lib/http/route";
import { parseWith, readJsonBody } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// Name, role, disabled: a role change or disabling signs the user's open sessions out.
export const PATCH = withSession<{ id: string }>("admin", async ({ request, params, user }) => {
  const body = parseWith(updateUserSchema, await readJsonBody(request), "user");
  return jsonAnswer({ user: await changeConsoleUser(user, params.id, body) }, { headers: noStore });
});
