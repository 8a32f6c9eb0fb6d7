"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback } from "react";

export type UrlQueryChanges = Record<string, string | number | boolean | undefined | null>;

/**
 * The console's one URL-state mechanism: filters, sort, page and cursor live in the query string,
 * so every view has a URL to send to a colleague and survives a reload. Pages read the same keys
 * on the server (their `searchParams`, through the same per-feature readers) to prefetch; after
 * that, changes go through the browser's history API, which Next's router follows: the view's
 * query re-keys in the browser without a server round trip, and a ticked box shows ticked at once.
 * `update` merges into the current address (undefined or "" removes a key), so two quick updates
 * never undo each other.
 */
export function useUrlQuery() {
  const pathname = usePathname();
  const params = useSearchParams();

  const update = useCallback(
    (changes: UrlQueryChanges, options?: { push?: boolean }) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === null || value === "") next.delete(key);
        else next.set(key, String(value));
      }
      const query = next.toString();
      const url = query ? `${pathname}?${query}` : pathname;
      if (options?.push) window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [pathname],
  );

  return { params, update };
}
