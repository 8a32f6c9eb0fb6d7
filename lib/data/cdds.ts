import "server-only";
import type { CddCaseDetail, CddList } from "@/lib/api/schemas/cdd";
import { cddListParamsSchema } from "@/lib/api/schemas/cdd";
import { getComplianceClient } from "@/lib/api/upstream";
import { parseWith } from "@/lib/http/request";

/** Server-only CDD reads, shared by the route handlers and the pages' prefetches. */
export async function readCddList(query: Record<string, string>): Promise<CddList> {
  const parsed = parseWith(cddListParamsSchema, query, "query");
  return (await getComplianceClient()).listCdds(parsed);
}

export async function readCdd(id: string): Promise<CddCaseDetail> {
  return (await getComplianceClient()).getCdd(id);
}

export async function readCddReport(id: string): Promise<string> {
  return (await getComplianceClient()).getCddReport(id);
}
