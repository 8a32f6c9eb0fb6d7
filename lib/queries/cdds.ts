import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  CddAcknowledgement,
  CddCase,
  CddCaseDetail,
  CddCreateBody,
  CddList,
  RunCddChecksBody,
} from "@/lib/api/schemas/cdd";
import { isFinalState } from "@/lib/cdd/labels";
import { ApiClientError, fetchJson, toClientError } from "@/lib/queries/fetch-json";

/**
 * CDD reads and writes. Keys start with "cdds", so the live stream's invalidation on
 * cdd_state_changed / cdd_document_fetched refreshes every one of them; polling while a case is
 * not final is the fallback when no event arrives.
 */

const POLL_MS = 4_000;
/** Registry documents arrive some seconds after the pull is accepted. */
export const REGISTRY_PULL_WATCH_MS = 60_000;

const casePath = (id: string) => `/api/cdds/${encodeURIComponent(id)}`;

export function cddListQuery(params: Record<string, string>) {
  const search = new URLSearchParams(params).toString();
  return queryOptions({
    queryKey: ["cdds", "list", params],
    queryFn: () => fetchJson<CddList>(`/api/cdds${search ? `?${search}` : ""}`),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.cases.some((item) => !isFinalState(item.state)) ? POLL_MS : false,
  });
}

export function cddQuery(id: string, options: { watchUntil?: number } = {}) {
  return queryOptions({
    queryKey: ["cdds", "detail", id],
    queryFn: () => fetchJson<CddCaseDetail>(casePath(id)),
    // A wrong or unknown id does not become right by asking again.
    retry: false,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      if (state !== undefined && !isFinalState(state)) return POLL_MS;
      return options.watchUntil !== undefined && Date.now() < options.watchUntil ? POLL_MS : false;
    },
  });
}

export function cddReportQuery(id: string) {
  return queryOptions({
    queryKey: ["cdds", "report", id],
    queryFn: () => fetchText(`${casePath(id)}/report`),
    retry: false,
  });
}

export function documentFileUrl(caseId: string, documentId: string): string {
  return `${casePath(caseId)}/documents/${encodeURIComponent(documentId)}/file`;
}

export function reportDownloadUrl(caseId: string): string {
  return `${casePath(caseId)}/report`;
}

export function createCdd(body: CddCreateBody, idempotencyKey: string): Promise<CddCase> {
  return fetchJson<CddCase>("/api/cdds", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
    body: JSON.stringify(body),
  });
}

export function runCddChecks(id: string, body: RunCddChecksBody): Promise<CddAcknowledgement> {
  return fetchJson<CddAcknowledgement>(`${casePath(id)}/run-checks`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

export function pullRegistryDocuments(id: string): Promise<CddAcknowledgement> {
  return fetchJson<CddAcknowledgement>(`${casePath(id)}/pull-registry-documents`, {
    method: "POST",
  });
}

/** Like fetchJson for a text body (the Markdown report); errors keep the console's contract. */
async function fetchText(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: "text/markdown, application/json;q=0.5" },
      credentials: "same-origin",
    });
  } catch {
    throw new ApiClientError(
      0,
      "NETWORK_ERROR",
      "The console could not be reached. Check your connection and try again.",
    );
  }
  const text = await response.text();
  if (response.ok) return text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  throw toClientError(response.status, body, "The request failed");
}
