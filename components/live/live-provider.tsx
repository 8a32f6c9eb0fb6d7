"use client";

import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { describeLiveEvent, type ActivityItem } from "@/lib/events/describe";
import { LiveConnection, type LiveState } from "@/lib/events/live-connection";
import { allLiveQueryKeys, queryKeysFor } from "@/lib/events/query-effects";
import type { LiveEvent } from "@/lib/events/types";
import { unacknowledgedCountQuery, type MonitoringAlertsSummary } from "@/lib/queries/monitoring";

const ACTIVITY_LIMIT = 20;

export interface LiveContextValue {
  state: LiveState;
  /** Newest first. */
  activity: ActivityItem[];
  unseen: number;
  markSeen: () => void;
}

const LiveContext = createContext<LiveContextValue | null>(null);

export function useLive(): LiveContextValue {
  const value = useContext(LiveContext);
  if (!value) throw new Error("useLive() needs <LiveProvider> (the signed-in shell mounts it)");
  return value;
}

/**
 * The tab's one live connection (GET /api/live), mounted once in the signed-in shell. Each event
 * updates or invalidates the cached reads it affects, so open pages and the navigation badge
 * change without a reload; the header shows the connection's state.
 */
export interface LiveProviderProps {
  /**
   * The live bus position when the server rendered the page: the first connection resumes from
   * it, so an event between the render and the connection is not missed.
   */
  resumeFrom: string | null;
  children: ReactNode;
}

export function LiveProvider({ resumeFrom, children }: LiveProviderProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>("connecting");
  const [activity, setActivity] = useState<ActivityItem[]>([]);
  const [unseen, setUnseen] = useState(0);
  // Only the first render's position counts: a later router.refresh() must not reconnect.
  const [initialPosition] = useState(resumeFrom);

  useEffect(() => {
    const invalidate = (keys: readonly (readonly unknown[])[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    const onEvent = (event: LiveEvent) => {
      if (event.type === "monitoring.alert" && event.data.unacknowledgedCount !== null) {
        // The badge moves at once; the invalidation below confirms it with the service.
        const count = event.data.unacknowledgedCount;
        queryClient.setQueryData<MonitoringAlertsSummary>(
          unacknowledgedCountQuery.queryKey,
          (old) => (old ? { ...old, unacknowledged_count: count } : old),
        );
      }
      invalidate(queryKeysFor(event));
      const item = describeLiveEvent(event);
      if (item) {
        setActivity((items) => [item, ...items].slice(0, ACTIVITY_LIMIT));
        setUnseen((count) => count + 1);
      }
    };
    const connection = new LiveConnection({
      url: "/api/live",
      lastEventId: initialPosition,
      onEvent,
      onResync: () => invalidate(allLiveQueryKeys()),
      onPoll: () => invalidate(allLiveQueryKeys()),
      onState: setState,
    });
    connection.start();
    return () => connection.stop();
  }, [queryClient, initialPosition]);

  const markSeen = useCallback(() => setUnseen(0), []);
  const value = useMemo(
    () => ({ state, activity, unseen, markSeen }),
    [state, activity, unseen, markSeen],
  );
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}
