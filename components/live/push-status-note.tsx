"use client";

import { usePushMode } from "./use-push-mode";

/**
 * The overview's honest word on freshness: its figures move as things happen only when the service
 * pushes its events to this console; otherwise they are as of the last refresh.
 */
export function PushStatusNote() {
  const mode = usePushMode();
  if (mode === undefined) return null;
  return (
    <p data-testid="push-status" className="text-sm text-slate-700 dark:text-slate-300">
      {mode === "pushed"
        ? "The service pushes its events to this console: these figures change as things happen."
        : mode === "polled"
          ? "The service does not push its events to this console: these figures are as of the last refresh (flow runs are checked every few seconds). An admin can connect the console under Settings → Webhooks."
          : "Whether the service pushes its events to this console could not be checked: these figures may be as of the last refresh."}
    </p>
  );
}
