"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False during the server render and hydration, true after. For parts that depend on the
 * browser's clock or time zone (a default "last 30 days" range), which the server cannot know.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
