import { NextResponse } from "next/server";
import { withSession } from "@/lib/http/route";
import { lookupAlert } from "@/lib/screening/indexing";

// GET /v1/name-screenings/alerts/{id}: what is fetched is also indexed, so the lists know it.
export const GET = withSession<{ id: string }>("analyst", async ({ params }) => {
  return NextResponse.json(await lookupAlert(params.id));
});
