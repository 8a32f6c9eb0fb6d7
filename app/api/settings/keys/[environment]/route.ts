import { jsonAnswer } from "@/lib/http/json-answer";
import { environmentSchema } from "@/lib/admin/key-schemas";
import { removeApiKey } from "@/lib/admin/keys";
import { noStore } from "@/lib/admin/no-store";
import { withSession } from "@/lib/http/route";
import { parseWith } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// Deletes an environment's stored key; the console falls back to the next source.
export const DELETE = withSession<{ environment: string }>("admin", async ({ params, user }) => {
  const environment = parseWith(environmentSchema, params.environment, "environment");
  return jsonAnswer(await removeApiKey(user, environment), { headers: noStore });
});
