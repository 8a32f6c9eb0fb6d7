import { jsonAnswer } from "@/lib/http/json-answer";
import { noStore } from "@/lib/admin/no-store";
import { createUserSchema } from "@/lib/admin/user-schemas";
import { createConsoleUser, listConsoleUsers } from "@/lib/admin/users";
import { withSession } from "@/lib/http/route";
import { parseWith, readJsonBody } from "@/lib/http/request";

export const dynamic = "force-dynamic";

export const GET = withSession("admin", async () =>
  jsonAnswer({ items: await listConsoleUsers() }, { headers: noStore }),
);

// A generated password is in this answer only, to be shown once.
export const POST = withSession("admin", async ({ request, user }) => {
  const body = parseWith(createUserSchema, await readJsonBody(request), "user");
  return jsonAnswer(await createConsoleUser(user, body), {
    status: 201,
    headers: noStore,
  });
});
