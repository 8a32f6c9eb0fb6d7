"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback } from "react";

export type ViewQueryChanges = Record<string, string | number | boolean | undefined | null>;

/**
 * Like `useUrlQuery` (filters, sort, page and cursor in the query string), but through the
 * browser's history API, which Next's router follows: these pages read their state only on the
 * client, so a filter click needs no server round trip, and a ticked box shows ticked at once.
 * Changes merge into the current address, so two quick updates never undo each other.
 */
export function useViewQuery() {
  const pathname = usePathname();
  const params = useSearchParams();

  const update = useCallback(
    (changes: ViewQueryChanges, options?: { push?: boolean }) => {
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
