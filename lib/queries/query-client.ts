import { isServer, QueryClient } from "@tanstack/react-query";
import { shouldRetry } from "@/lib/queries/fetch-json";

/**
 * TanStack's app-router prefetching pattern: the server makes a client per request (pages prefetch
 * into it and hand its state over in a HydrationBoundary), the browser keeps one for the tab.
 * `staleTime` keeps the browser from re-reading at once what the server has just read.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        // The server reads once; a failed prefetch is left for the browser to read and explain.
        retry: isServer ? false : shouldRetry,
        refetchOnWindowFocus: true,
      },
      // Pages await their prefetches, so only successful reads travel to the browser (the
      // default); a failed one is repeated there, where the view shows its error.
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** A fresh client on the server (never shared between users); the tab's singleton in the browser. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
