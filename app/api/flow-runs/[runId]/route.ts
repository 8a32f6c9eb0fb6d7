import { NextResponse } from "next/server";
import { readRun } from "@/lib/data/runs";
import { withSession } from "@/lib/http/route";

// GET /flow-runs/{runId}; the run also joins (or refreshes) the console's local index.
export const GET = withSession<{ runId: string }>("analyst", async ({ params }) => {
  return NextResponse.json(await readRun(params.runId), {
    headers: { "Cache-Control": "no-store" },
  });
});
