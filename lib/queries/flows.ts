import { queryOptions } from "@tanstack/react-query";
import type {
  RegisteredFlowCreate,
  RegisteredFlowDto,
  RegisteredFlowUpdate,
} from "@/lib/flows/schemas";
import { fetchJson } from "@/lib/queries/fetch-json";

/** The flows registered in the console (`["flows"]`); they change rarely. */
export const flowsQuery = queryOptions({
  queryKey: ["flows"],
  queryFn: () => fetchJson<{ items: RegisteredFlowDto[] }>("/api/flows"),
  select: (data) => data.items,
  staleTime: 60_000,
});

const json = { "Content-Type": "application/json" };

export function registerFlow(body: RegisteredFlowCreate) {
  return fetchJson<{ flow: RegisteredFlowDto }>("/api/flows", {
    method: "POST",
    headers: json,
    body: JSON.stringify(body),
  });
}

export function updateFlow(flowId: string, body: RegisteredFlowUpdate) {
  return fetchJson<{ flow: RegisteredFlowDto }>(`/api/flows/${encodeURIComponent(flowId)}`, {
    method: "PUT",
    headers: json,
    body: JSON.stringify(body),
  });
}

export function deleteFlow(flowId: string) {
  return fetchJson<void>(`/api/flows/${encodeURIComponent(flowId)}`, { method: "DELETE" });
}
