"use client";

import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/queries/fetch-json";
import type { PushMode } from "@/lib/webhooks/push-status";

/** Whether the service pushes changes to this console (GET /api/live/push), undefined until known. */
export function usePushMode(): PushMode | undefined {
  return useQuery({
    queryKey: ["live-push"],
    queryFn: () => fetchJson<{ mode: PushMode }>("/api/live/push"),
    staleTime: 60_000,
    refetchInterval: 120_000,
  }).data?.mode;
}
