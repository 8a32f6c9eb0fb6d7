import "server-only";
import type { DataTag, QueryClient, QueryKey } from "@tanstack/react-query";
import { notFound, unstable_rethrow } from "next/navigation";
import { isUpstreamError } from "@/lib/api/errors";

/** A read's key, tagged by `queryOptions` with the type its browser query answers. */
type TaggedKey<T> = { queryKey: DataTag<QueryKey, T, Error> };

/**
 * The browser's query receives what the console API would answer: a JSON copy, so a value the
 * JSON body would not carry (a Date, an undefined field) never differs between server and browser.
 */
function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * Puts a server-side read into the request's query client under the browser query's own key, so
 * the view renders it on first paint and the live stream's invalidation still finds it. A failed
 * read is logged and left out: the browser repeats it and the view explains the failure.
 */
export async function prefetch<T>(
  client: QueryClient,
  options: TaggedKey<T>,
  read: () => Promise<T>,
): Promise<void> {
  try {
    await client.fetchQuery({
      queryKey: options.queryKey,
      queryFn: async () => asJson(await read()),
    });
  } catch (error) {
    // Next's own signals (dynamic rendering, redirects) are not failures to swallow.
    unstable_rethrow(error);
    // The view says "not found" itself when the browser asks again; anything else is logged.
    if (!isNotFound(error))
      console.error("[console] server prefetch failed", options.queryKey, error);
  }
}

/**
 * For a detail page: an id the service (or the store) does not know is a real 404 page, and so
 * is one it refuses as malformed (`/cdd/not-a-uuid`).
 */
export async function prefetchOrNotFound<T>(
  client: QueryClient,
  options: TaggedKey<T>,
  read: () => Promise<T>,
): Promise<void> {
  let missing = false;
  try {
    await client.fetchQuery({
      queryKey: options.queryKey,
      queryFn: async () => asJson(await read()),
    });
  } catch (error) {
    unstable_rethrow(error);
    missing = isNotFound(error) || isRefusedId(error);
    if (!missing) console.error("[console] server prefetch failed", options.queryKey, error);
  }
  if (missing) notFound();
}

/**
 * A read of one record sends the service nothing but its id, so the service refusing the request
 * (400, "Invalid case ID format") can only mean the id names nothing. The console's own refusals
 * and any other status are not read this way.
 */
export function isRefusedId(error: unknown): boolean {
  return isUpstreamError(error) && error.origin === "upstream" && error.status === 400;
}

/**
 * Upstream and console errors alike carry the status they mean (lib/api/errors, lib/http/errors);
 * an id that cannot even be a valid path segment names nothing either.
 */
export function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 404 || code === "INVALID_PATH_PARAMETER";
}
