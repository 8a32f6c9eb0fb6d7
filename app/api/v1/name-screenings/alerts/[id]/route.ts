import { NextResponse } from "next/server";
import { withSession } from "@/lib/http/route";
import { lookupAlertForDisplay } from "@/lib/screening/indexing";

// GET /v1/name-screenings/alerts/{id}: what is fetched is also indexed, so the lists know it;
// an alert the upstream cannot serve by id comes from the copy kept from its event, labelled.
export const GET = withSession<{ id: string }>("analyst", async ({ params }) => {
  return NextResponse.json(await lookupAlertForDisplay(params.id));
});
