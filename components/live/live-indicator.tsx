"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { LiveState } from "@/lib/events/live-connection";
import { cn } from "@/lib/utils";
import { ActivityList } from "./activity-list";
import { useLive } from "./live-provider";

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

/** The header's live state; opens the list of recent live activity. */
export function LiveIndicator() {
  const { state, activity, unseen, markSeen } = useLive();
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
        title={EXPLANATIONS[state]}
        data-testid="live-indicator"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true" className={cn("h-2.5 w-2.5 rounded-full", DOTS[state])} />
        <span className="sr-only">Live updates: </span>
        <span>{LABELS[state]}</span>
        {unseen > 0 ? (
          <span className="rounded-full bg-indigo-600 px-1.5 text-xs text-white">
            {unseen}
            <span className="sr-only"> new</span>
          </span>
        ) : null}
      </button>
      <p role="status" className="sr-only">
        {EXPLANATIONS[state]}
      </p>
      {open ? (
        <section
          id={panelId}
          aria-label="Live activity"
          className="absolute right-0 z-20 mt-2 w-80 rounded-md border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">{EXPLANATIONS[state]}</p>
          <ActivityList items={activity} />
        </section>
      ) : null}
    </div>
  );
}
