import "server-only";
import { after } from "next/server";
import type { FlowRun } from "@/lib/api/schemas/flow-run";
import { getDb } from "@/lib/db";
import { listFlowRuns } from "@/lib/db/flow-runs-list";
import { listRegisteredFlows } from "@/lib/db/registered-flows";
import { toRegisteredFlowDto } from "@/lib/flows/dto";
import { ensureSandboxDemo } from "@/lib/flows/sandbox-seed";
import { parseWith } from "@/lib/http/request";
import { toRunListItem, type RunListPage } from "@/lib/runs/dto";
import { runListQuerySchema, toFlowRunQuery } from "@/lib/runs/list-params";
import { lookupRun } from "@/lib/runs/lookup";
import { toRunView, type RunView } from "@/lib/runs/run-view";
import { runListSearch, type RunListParams } from "@/lib/runs/url-params";

/**
 * Server-only reads of flow runs, shared by the route handlers (the browser's refetches) and the
 * pages' prefetches. Query values arrive as the console API receives them and are validated here.
 */
export async function readRunsPage(query: Record<string, string>): Promise<RunListPage> {
  const parsed = parseWith(runListQuerySchema, query, "runs query");
  await ensureSandboxDemo();
  const db = await getDb();
  const [page, flows] = await Promise.all([
    listFlowRuns(db, toFlowRunQuery(parsed)),
    listRegisteredFlows(db),
  ]);
  const names = new Map(flows.map((flow) => [flow.id, flow.name]));
  return {
    items: page.items.map((run) => toRunListItem(run, names)),
    total: page.total,
    page: page.page,
    page_size: page.pageSize,
  };
}

/** The page's parsed view state, read exactly as the browser's `runsListQuery` would send it. */
export function readRunsForView(params: RunListParams): Promise<RunListPage> {
  return readRunsPage(Object.fromEntries(new URLSearchParams(runListSearch(params))));
}

/** One run from the upstream; it also joins the local index (lib/runs/lookup.ts). */
export function readRun(runId: string): Promise<FlowRun> {
  return lookupRun(runId);
}

/** What the run page's browser query holds: the run without its report's text (run-view.ts). */
export async function readRunView(runId: string): Promise<RunView> {
  return toRunView(await lookupRun(runId));
}

/**
 * One run for a page that renders it: the run joins the index once the page has gone out, so the
 * page does not wait for the store (lib/runs/lookup.ts).
 */
export function readRunForPage(runId: string): Promise<FlowRun> {
  return lookupRun(runId, "lookup", after);
}

export async function readFlows() {
  await ensureSandboxDemo();
  const flows = await listRegisteredFlows(await getDb());
  return { items: flows.map(toRegisteredFlowDto) };
}
