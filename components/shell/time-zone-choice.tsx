"use client";

import { useSyncExternalStore } from "react";
import { useTimeZone } from "@/components/ui/time-zone";
import { describeTimeZone, UTC } from "@/lib/time";

const noSubscription = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || null;

/** A menu item that switches every displayed time between UTC and the browser's own zone. */
export function TimeZoneChoice() {
  const { timeZone, setTimeZone } = useTimeZone();
  // The browser's zone: the server cannot know it, so its render says nothing (null).
  const local = useSyncExternalStore(noSubscription, browserZone, () => null);
  const showingUtc = timeZone === UTC;
  const next = showingUtc ? local : UTC;
  if (showingUtc && (!local || local === UTC)) return null;
  return (
    <button
      role="menuitem"
      className="w-full rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
      onClick={() => next && setTimeZone(next)}
    >
      Show times in {describeTimeZone(next ?? UTC)}
      <span className="block text-xs text-slate-500 dark:text-slate-400">
        Now: {describeTimeZone(timeZone)}
      </span>
    </button>
  );
}
