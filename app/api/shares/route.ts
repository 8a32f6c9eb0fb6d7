import { jsonAnswer } from "@/lib/http/json-answer";
import { z } from "zod";
import { noStore } from "@/lib/admin/no-store";
import { withSession } from "@/lib/http/route";
import { parseWith, queryObject, readJsonBody } from "@/lib/http/request";
import { createReportShare, listShares } from "@/lib/share/links";
import { createShareBodySchema } from "@/lib/share/schemas";

export const dynamic = "force-dynamic";

const listQuerySchema = z.object({
  state: z.enum(["active", "expired", "revoked"]).optional(),
  page: z.coerce.number().int().min(1).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});

// An admin sees every link; an analyst their own.
export const GET = withSession("analyst", async ({ request, user }) => {
  const query = parseWith(listQuerySchema, queryObject(request), "query");
  const page = await listShares(user, {
    state: query.state,
    page: query.page,
    pageSize: query.page_size,
  });
  return jsonAnswer(page, { headers: noStore });
});

// Freezes the report server-side and answers the link's URL, the only time it is shown.
export const POST = withSession("analyst", async ({ request, user }) => {
  const body = parseWith(createShareBodySchema, await readJsonBody(request), "share link");
  return jsonAnswer(await createReportShare(user, body), {
    status: 201,
    headers: noStore,
  });
});
