"use client";

import { useCallback, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();
const storageKey = (key: string) => `columns:${key}`;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * Which columns of a wide list are hidden, kept per browser in localStorage (a layout choice, not
 * a record). The server, and the first browser render, use the defaults, so hydration agrees.
 */
export function useColumnVisibility(key: string | undefined, defaultHidden: string) {
  const stored = useSyncExternalStore(
    subscribe,
    () => (key ? (window.localStorage.getItem(storageKey(key)) ?? defaultHidden) : defaultHidden),
    () => defaultHidden,
  );
  const hidden = new Set(stored ? stored.split(",") : []);
  const toggle = useCallback(
    (id: string) => {
      if (!key) return;
      const next = new Set(hidden);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      window.localStorage.setItem(storageKey(key), [...next].join(","));
      listeners.forEach((listener) => listener());
    },
    // `hidden` is rebuilt from `stored` on every render; the string is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, stored],
  );
  return { hidden, toggle };
}
