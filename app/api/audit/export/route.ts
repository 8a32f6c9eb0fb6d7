import { auditFiltersSchema } from "@/lib/admin/audit-filters";
import { auditCsvStream } from "@/lib/admin/audit-log";
import { withSession } from "@/lib/http/route";
import { parseWith, queryObject } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// The filtered log as CSV, streamed; the same filters as the page.
export const GET = withSession("admin", async ({ request }) => {
  const filters = parseWith(auditFiltersSchema, queryObject(request), "filter");
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return new Response(auditCsvStream(filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
