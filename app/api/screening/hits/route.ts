import { NextResponse } from "next/server";
import { withSession } from "@/lib/http/route";
import { parseWith, queryObject } from "@/lib/http/request";
import { ensureScreeningIndex } from "@/lib/screening/freshness";
import { hitList } from "@/lib/screening/index-queries";
import { hitListQuerySchema } from "@/lib/screening/params";

// Hits across every indexed search, unresolved first, with facet counts.
export const GET = withSession("analyst", async ({ request }) => {
  const query = parseWith(hitListQuerySchema, queryObject(request), "query");
  await ensureScreeningIndex();
  return NextResponse.json(await hitList(query));
});
