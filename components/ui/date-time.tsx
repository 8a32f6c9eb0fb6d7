"use client";

import { useTimeZone } from "@/components/ui/time-zone";
import { formatInstant } from "@/lib/time";

export interface DateTimeProps {
  iso: string | null | undefined;
  /** Said when there is no value, e.g. "Never". */
  empty?: string;
  /** Seconds as well (run timelines). */
  seconds?: boolean;
  /** A fixed zone, e.g. "UTC" in shared reports; the analyst's choice otherwise. */
  timeZone?: string;
}

/**
 * The one way an instant is shown: in the analyst's chosen zone with the zone named, the exact ISO
 * value machine-readable and on hover; focusable so keyboard users can reach that value too.
 */
export function DateTime({ iso, empty = "—", seconds, timeZone }: DateTimeProps) {
  const chosen = useTimeZone().timeZone;
  if (!iso) return <span className="text-slate-600 dark:text-slate-400">{empty}</span>;
  const text = formatInstant(iso, { timeZone: timeZone ?? chosen, seconds });
  if (text === iso) return <span>{iso}</span>;
  return (
    <time
      dateTime={iso}
      title={iso}
      aria-label={`${text} (${iso})`}
      tabIndex={0}
      className="rounded whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-1"
    >
      {text}
    </time>
  );
}
