"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { TIME_ZONE_COOKIE, UTC } from "@/lib/time";

interface TimeZoneState {
  timeZone: string;
  setTimeZone: (timeZone: string) => void;
}

// Outside the signed-in shell (shared reports, sign-in) nothing provides a choice: UTC.
const TimeZoneContext = createContext<TimeZoneState>({ timeZone: UTC, setTimeZone: () => {} });

export interface TimeZoneProviderProps {
  /** The zone the server rendered with (the `time-zone` cookie), so hydration agrees. */
  initial: string;
  children: ReactNode;
}

export function TimeZoneProvider({ initial, children }: TimeZoneProviderProps) {
  const [timeZone, setZone] = useState(initial);
  function setTimeZone(next: string) {
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(next)}; path=/; max-age=31536000; samesite=lax`;
    setZone(next);
  }
  return <TimeZoneContext value={{ timeZone, setTimeZone }}>{children}</TimeZoneContext>;
}

export function useTimeZone(): TimeZoneState {
  return useContext(TimeZoneContext);
}
