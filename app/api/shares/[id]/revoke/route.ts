import { jsonAnswer } from "@/lib/http/json-answer";
import { noStore } from "@/lib/admin/no-store";
import { withSession } from "@/lib/http/route";
import { revokeShare } from "@/lib/share/links";

export const dynamic = "force-dynamic";

// An analyst revokes their own links, an admin any (docs/architecture.md, "Auth").
export const POST = withSession<{ id: string }>("analyst", async ({ params, user }) =>
  jsonAnswer({ link: await revokeShare(user, params.id) }, { headers: noStore }),
);
