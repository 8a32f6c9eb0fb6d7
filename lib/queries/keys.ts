import { queryOptions } from "@tanstack/react-query";
import type { KeysOverview, KeyTestResult } from "@/lib/admin/key-dto";
import type { ApiEnvironmentName, ApiKeyBody } from "@/lib/admin/key-schemas";
import { fetchJson } from "@/lib/queries/fetch-json";

export type { KeysOverview, KeyTestResult };

export const keysQuery = queryOptions({
  queryKey: ["keys"],
  queryFn: () => fetchJson<KeysOverview>("/api/settings/keys"),
});

const post = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

export function testKey(body: ApiKeyBody): Promise<KeyTestResult> {
  return fetchJson("/api/settings/keys/test", post("POST", body));
}

export function saveKey(body: ApiKeyBody): Promise<KeysOverview> {
  return fetchJson("/api/settings/keys", post("PUT", body));
}

export function deleteKey(environment: ApiEnvironmentName): Promise<KeysOverview> {
  return fetchJson(`/api/settings/keys/${environment}`, { method: "DELETE" });
}
