import { jsonAnswer } from "@/lib/http/json-answer";
import { getDb } from "@/lib/db";
import { bumpSessionVersion } from "@/lib/db/user-updates";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** "Sign out everywhere": every session issued before now stops working on its next request. */
export const POST = withSession("analyst", async ({ user }) => {
  await bumpSessionVersion(await getDb(), user.id, new Date());
  return jsonAnswer({ revoked: true });
});
