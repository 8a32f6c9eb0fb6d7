import { jsonAnswer } from "@/lib/http/json-answer";
import { apiKeyBodySchema } from "@/lib/admin/key-schemas";
import { describeKeys, saveApiKey } from "@/lib/admin/keys";
import { noStore } from "@/lib/admin/no-store";
import { withSession } from "@/lib/http/route";
import { parseWith, readJsonBody } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// The stored keys as last four characters and where the active one comes from; never a key.
export const GET = withSession("admin", async () =>
  jsonAnswer(await describeKeys(), { headers: noStore }),
);

// Sets or rotates an environment's key; it is tested first and stored only if it works.
export const PUT = withSession("admin", async ({ request, user }) => {
  const body = parseWith(apiKeyBodySchema, await readJsonBody(request), "API key");
  return jsonAnswer(await saveApiKey(user, body), { headers: noStore });
});
