"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import type { LiveState } from "@/lib/events/live-connection";
import { cn } from "@/lib/utils";
import type { PushMode } from "@/lib/webhooks/push-status";
import { ActivityList } from "./activity-list";
import { useLive } from "./live-provider";
import { usePushMode } from "./use-push-mode";

const LABELS: Record<LiveState, string> = {
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
  polling: "Polling",
};

const EXPLANATIONS: Record<LiveState, string> = {
  connecting: "Opening the live connection.",
  live: "Live: changes appear here and on open pages as they happen.",
  reconnecting: "The live connection dropped; reconnecting.",
  polling:
    "Live updates are unavailable: the console refreshes every 15 seconds and keeps trying to reconnect.",
};

const DOTS: Record<LiveState, string> = {
  connecting: "bg-slate-400",
  live: "bg-emerald-500",
  reconnecting: "bg-amber-500",
  polling: "bg-amber-500",
};

// The live connection is between this tab and the console; whether changes reach the console as
// they happen depends on the service pushing them (its webhook), which is said apart.
const PUSH_EXPLANATIONS: Record<PushMode, string> = {
  pushed: "Live: the service pushes changes to this console; they appear here as they happen.",
  polled:
    "Connected to the console, but the service does not push changes to it: flow runs are checked every few seconds, everything else when a page is opened or refreshed.",
  unknown:
    "Connected to the console; whether the service pushes changes to it could not be checked.",
};

export interface LiveIndicatorProps {
  /** Admins are told how to connect the service when it does not push. */
  isAdmin?: boolean;
}

/** The header's live state; opens the list of recent live activity. */
export function LiveIndicator({ isAdmin = false }: LiveIndicatorProps) {
  const { state, activity, unseen, markSeen } = useLive();
  const push = usePushMode();
  const polledUpstream = state === "live" && push !== undefined && push !== "pushed";
  const explanation = state === "live" && push ? PUSH_EXPLANATIONS[push] : EXPLANATIONS[state];
  const label = polledUpstream ? "Live, service polled" : LABELS[state];
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    markSeen();
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event instanceof MouseEvent && container.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open, markSeen, activity.length]);

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        title={explanation}
        data-testid="live-indicator"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <span
          aria-hidden="true"
          className={cn("h-2.5 w-2.5 rounded-full", polledUpstream ? "bg-sky-500" : DOTS[state])}
        />
        <span className="sr-only">Live updates: </span>
        <span>{label}</span>
        {unseen > 0 ? (
          <span className="rounded-full bg-indigo-600 px-1.5 text-xs text-white">
            {unseen}
            <span className="sr-only"> new</span>
          </span>
        ) : null}
      </button>
      <p role="status" className="sr-only">
        {explanation}
      </p>
      {open ? (
        <section
          id={panelId}
          aria-label="Live activity"
          className="absolute right-0 z-20 mt-2 w-80 rounded-md border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">{explanation}</p>
          {polledUpstream && isAdmin ? (
            <p className="mb-2 text-xs">
              <Link
                href="/settings/webhooks"
                className="text-indigo-700 underline dark:text-indigo-300"
              >
                Connect this console under Settings → Webhooks
              </Link>{" "}
              so the service pushes its events here.
            </p>
          ) : null}
          <ActivityList items={activity} />
        </section>
      ) : null}
    </div>
  );
}
