import { NextResponse } from "next/server";
import { checkUpstream } from "@/lib/api/upstream";
import { getDb } from "@/lib/db";
import { countUsers } from "@/lib/db/users";
import { withPublic } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * Readiness: 200 with `{ ok, upstream, store }` once the store answers. The upstream's state is
 * reported (ok, unauthorized, unreachable, timeout, error) but does not make the console unready:
 * it can still show its own pages and explain the problem.
 */
export const GET = withPublic(async () => {
  let store = "ok";
  try {
    await countUsers(await getDb());
  } catch {
    store = "unavailable";
  }
  const upstream = await checkUpstream();
  return NextResponse.json(
    { ok: store === "ok", upstream, store },
    { status: store === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
});
