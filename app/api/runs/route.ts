import { NextResponse } from "next/server";
import { getDb } from "@/lib/db";
import { listFlowRuns } from "@/lib/db/flow-runs-list";
import { listRegisteredFlows } from "@/lib/db/registered-flows";
import { ensureSandboxDemo } from "@/lib/flows/sandbox-seed";
import { parseWith, queryObject } from "@/lib/http/request";
import { withSession } from "@/lib/http/route";
import { toRunListItem, type RunListPage } from "@/lib/runs/dto";
import { runListQuerySchema, toFlowRunQuery } from "@/lib/runs/list-params";

// Console endpoint: one page of the local run index (the upstream cannot list runs).
export const GET = withSession("analyst", async ({ request }) => {
  const query = parseWith(runListQuerySchema, queryObject(request), "runs query");
  await ensureSandboxDemo();
  const db = await getDb();
  const [page, flows] = await Promise.all([
    listFlowRuns(db, toFlowRunQuery(query)),
    listRegisteredFlows(db),
  ]);
  const names = new Map(flows.map((flow) => [flow.id, flow.name]));
  const body: RunListPage = {
    items: page.items.map((run) => toRunListItem(run, names)),
    total: page.total,
    page: page.page,
    page_size: page.pageSize,
  };
  return NextResponse.json(body, { headers: { "Cache-Control": "no-store" } });
});
