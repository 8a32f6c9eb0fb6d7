import { jsonAnswer } from "@/lib/http/json-answer";
import { readSearch } from "@/lib/data/screening";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /v1/name-screenings/searches/{id}: what is fetched is also indexed, so the lists know it.
export const GET = withSession<{ id: string }>("analyst", async ({ params }) => {
  return jsonAnswer(await readSearch(params.id));
});
