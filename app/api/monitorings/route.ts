import { NextResponse } from "next/server";
import { readMonitorings } from "@/lib/data/monitoring";
import { withSession } from "@/lib/http/route";
import { queryObject } from "@/lib/http/request";

// GET /monitorings
export const GET = withSession("analyst", async ({ request }) => {
  return NextResponse.json(await readMonitorings(queryObject(request)));
});
