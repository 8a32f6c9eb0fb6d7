import { NextResponse } from "next/server";
import { withSession } from "@/lib/http/route";
import { buildOverview } from "@/lib/overview/build-overview";

// The home page's figures and charts, each section answered on its own.
export const GET = withSession("analyst", async () => {
  return NextResponse.json(await buildOverview(), { headers: { "Cache-Control": "no-store" } });
});
