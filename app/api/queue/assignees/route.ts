import { getDb } from "@/lib/db";
import { listUsers } from "@/lib/db/users";
import { withSession } from "@/lib/http/route";
import { noStoreJson } from "@/lib/queue/route-helpers";

export const dynamic = "force-dynamic";

// Console endpoint: colleagues an item can be assigned to (active accounts; name and e-mail only).
export const GET = withSession("analyst", async () => {
  const users = await listUsers(await getDb());
  return noStoreJson({
    items: users
      .filter((user) => !user.disabledAt)
      .map((user) => ({ id: user.id, email: user.email, name: user.name })),
  });
});
