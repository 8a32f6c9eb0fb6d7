import { jsonAnswer } from "@/lib/http/json-answer";
import { readHits } from "@/lib/data/screening";
import { withSession } from "@/lib/http/route";
import { queryObject } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// Hits across every indexed search, unresolved first, with facet counts.
export const GET = withSession("analyst", async ({ request }) => {
  return jsonAnswer(await readHits(queryObject(request)));
});
