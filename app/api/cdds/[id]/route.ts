import { NextResponse } from "next/server";
import { readCdd } from "@/lib/data/cdds";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /cdds/{id}
export const GET = withSession<{ id: string }>("analyst", async ({ params }) => {
  return NextResponse.json(await readCdd(params.id));
});
