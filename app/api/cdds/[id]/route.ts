import { jsonAnswer } from "@/lib/http/json-answer";
import { readCdd } from "@/lib/data/cdds";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /cdds/{id}
export const GET = withSession<{ id: string }>("analyst", async ({ params }) => {
  return jsonAnswer(await readCdd(params.id));
});
