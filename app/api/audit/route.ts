import { jsonAnswer } from "@/lib/http/json-answer";
import { auditPageSchema } from "@/lib/admin/audit-filters";
import { listAudit } from "@/lib/admin/audit-log";
import { noStore } from "@/lib/admin/no-store";
import { withSession } from "@/lib/http/route";
import { parseWith, queryObject } from "@/lib/http/request";

export const dynamic = "force-dynamic";

export const GET = withSession("admin", async ({ request }) => {
  const { page, page_size, ...filters } = parseWith(
    auditPageSchema,
    queryObject(request),
    "filter",
  );
  return jsonAnswer(await listAudit(filters, { page, pageSize: page_size }), {
    headers: noStore,
  });
});
