import { jsonAnswer } from "@/lib/http/json-answer";
import { readAlert } from "@/lib/data/screening";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /v1/name-screenings/alerts/{id}: what is fetched is also indexed, so the lists know it;
// an alert the upstream cannot serve by id comes from the copy kept from its event, labelled.
export const GET = withSession<{ id: string }>("analyst", async ({ params }) => {
  return jsonAnswer(await readAlert(params.id));
});
