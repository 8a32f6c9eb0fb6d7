import { NextResponse } from "next/server";
import { withSession } from "@/lib/http/route";
import { parseWith, queryObject } from "@/lib/http/request";
import { ensureScreeningIndex } from "@/lib/screening/freshness";
import { alertList } from "@/lib/screening/index-queries";
import { alertListQuerySchema } from "@/lib/screening/params";

// The console's list of name-screening alerts, from its local index (the upstream has none).
export const GET = withSession("analyst", async ({ request }) => {
  const query = parseWith(alertListQuerySchema, queryObject(request), "query");
  await ensureScreeningIndex();
  return NextResponse.json(await alertList(query));
});
