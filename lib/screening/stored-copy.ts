import type { ScreeningAlert } from "@/lib/api/schemas/screening";

/** Marks an alert shown from the console's own store rather than read from the upstream. */
export interface StoredCopy {
  source: "stored_event_copy";
  /** Why the upstream's copy is not shown: its answer, in its own words. */
  reason: string;
  /** When the console last stored it (ISO). */
  indexed_at: string;
}

export type AlertForDisplay = ScreeningAlert & { console_stored_copy?: StoredCopy };
