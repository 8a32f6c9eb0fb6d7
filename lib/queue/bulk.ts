import "server-only";
import { isUpstreamError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/errors";
import type { BulkResultDto } from "./dto";
import type { BulkBody } from "./schemas";
import { assignItem, decideItem } from "./service";

/**
 * One request, many items: each item is decided (or taken) on its own, with its own history and
 * audit rows, so one refusal (a colleague's item, a closed one) does not undo or block the rest.
 */
export async function runBulk(user: SessionUser, body: BulkBody): Promise<BulkResultDto> {
  const results: BulkResultDto["results"] = [];
  for (const id of new Set(body.ids)) {
    try {
      if (body.action === "decide") {
        await decideItem(user, id, { decision: body.decision, reason: body.comment });
      } else {
        await assignItem(user, id, { to: "me" });
      }
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof ApiError) && !isUpstreamError(error)) throw error;
      results.push({ id, ok: false, message: error.message });
    }
  }
  return { results };
}
