"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False during the server render and hydration, true after. Controls that only work through
 * script (a page-size select, pagination, a filter's apply) stay disabled until then, so neither
 * a quick user nor a test (Playwright waits for enabled) acts on a page that would drop the
 * change; parts that depend on the browser's clock or time zone wait for it too.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
