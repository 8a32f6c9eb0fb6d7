import { jsonAnswer } from "@/lib/http/json-answer";
import { noStore } from "@/lib/admin/no-store";
import { signOutConsoleUser } from "@/lib/admin/users";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// Ends every open session of the user (e.g. a lost laptop) without changing anything else.
export const POST = withSession<{ id: string }>("admin", async ({ params, user }) => {
  await signOutConsoleUser(user, params.id);
  return jsonAnswer({ ok: true }, { headers: noStore });
});
