import { getDb } from "@/lib/db";
import { listWorkItemIds } from "@/lib/db/work-items-list";
import { ApiError } from "@/lib/http/errors";
import { parseWith, queryObject } from "@/lib/http/request";
import { withSession } from "@/lib/http/route";
import { buildEvidenceBundle, EVIDENCE_ITEM_LIMIT } from "@/lib/queue/evidence";
import { toWorkItemQuery } from "@/lib/queue/query";
import { queueQuerySchema } from "@/lib/queue/schemas";

export const dynamic = "force-dynamic";

// Console endpoint: a ZIP evidence bundle for one item (`id`) or the queue's current filter.
export const GET = withSession("analyst", async ({ request, user }) => {
  const raw = queryObject(request);
  const query = parseWith(queueQuerySchema, raw, "evidence query");
  const single = raw.id?.slice(0, 300);
  const ids = single
    ? [single]
    : await listWorkItemIds(
        await getDb(),
        toWorkItemQuery(query, user.id, new Date()),
        EVIDENCE_ITEM_LIMIT + 1,
      );
  if (ids.length === 0)
    throw new ApiError(404, "NOTHING_TO_EXPORT", "No item matches this filter.");
  if (ids.length > EVIDENCE_ITEM_LIMIT) {
    throw new ApiError(
      413,
      "TOO_MANY_ITEMS",
      `A bundle holds at most ${EVIDENCE_ITEM_LIMIT} items; narrow the filter.`,
    );
  }
  const scope = single ? { id: single } : { filter: query };
  const bundle = await buildEvidenceBundle(user, ids, scope);
  return new Response(Buffer.from(bundle.zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${bundle.fileName}"`,
      "Cache-Control": "no-store",
      "X-Manifest-SHA256": bundle.manifestSha256,
    },
  });
});
