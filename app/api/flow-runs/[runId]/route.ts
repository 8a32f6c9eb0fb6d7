import { NextResponse } from "next/server";
import { withSession } from "@/lib/http/route";
import { lookupRun } from "@/lib/runs/lookup";

// GET /flow-runs/{runId}; the run also joins (or refreshes) the console's local index.
export const GET = withSession<{ runId: string }>("analyst", async ({ params }) => {
  return NextResponse.json(await lookupRun(params.runId), {
    headers: { "Cache-Control": "no-store" },
  });
});
