import { jsonAnswer } from "@/lib/http/json-answer";
import { apiKeyBodySchema } from "@/lib/admin/key-schemas";
import { testApiKey } from "@/lib/admin/keys";
import { noStore } from "@/lib/admin/no-store";
import { withSession } from "@/lib/http/route";
import { parseWith, readJsonBody } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// "Test connection": proves a key with a throwaway client; nothing is stored.
export const POST = withSession("admin", async ({ request }) => {
  const body = parseWith(apiKeyBodySchema, await readJsonBody(request), "API key");
  return jsonAnswer(await testApiKey(body), { headers: noStore });
});
