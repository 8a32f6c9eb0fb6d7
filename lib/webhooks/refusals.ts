import { sql } from "kysely";
import { toIso } from "@/lib/db/codec";
import type { Db } from "@/lib/db/schema";

/**
 * Refused deliveries to one of the console's webhooks. A webhook id travels in every delivery, so
 * anyone may send refusals at will: the console keeps only a count per webhook, reason and hour
 * (never a body, which means nothing without a valid signature), writes at most once a second
 * whatever the rate, and forgets windows older than a week.
 */
export type RefusalReason = "invalid_signature";

export interface RefusalCount {
  webhookId: string;
  reason: RefusalReason;
  windowStart: string;
  count: number;
  lastAt: string;
}

export const REFUSAL_RETENTION_MS = 7 * 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

export function windowStartOf(at: Date): string {
  return toIso(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}

/** Adds `count` refusals to their hourly window and prunes windows past the retention. */
export async function addRefusals(db: Db, entry: Omit<RefusalCount, "windowStart">, at: Date) {
  const windowStart = windowStartOf(at);
  await db
    .insertInto("inbound_refusals")
    .values({
      webhook_id: entry.webhookId,
      reason: entry.reason,
      window_start: windowStart,
      count: entry.count,
      last_at: entry.lastAt,
    })
    .onConflict((oc) =>
      oc.columns(["webhook_id", "reason", "window_start"]).doUpdateSet({
        count: sql<number>`inbound_refusals.count + ${entry.count}`,
        last_at: entry.lastAt,
      }),
    )
    .execute();
  await db
    .deleteFrom("inbound_refusals")
    .where("window_start", "<", toIso(at.getTime() - REFUSAL_RETENTION_MS))
    .execute();
}

/** Newest windows first; at most a week of hours per webhook the console holds a secret for. */
export async function listRefusals(db: Db, limit = 50): Promise<RefusalCount[]> {
  const rows = await db
    .selectFrom("inbound_refusals")
    .select(["webhook_id", "reason", "window_start", "count", "last_at"])
    .orderBy("window_start", "desc")
    .orderBy("webhook_id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    webhookId: row.webhook_id,
    reason: row.reason as RefusalReason,
    windowStart: row.window_start,
    count: Number(row.count),
    lastAt: row.last_at,
  }));
}

/**
 * Counts refusals in memory and writes them in batches, at most one write per `intervalMs`: a
 * flood of refusals costs the store one small upsert a second. `onFirst` fires once per batch
 * (the live announcement), never once per refusal.
 */
export class RefusalRecorder {
  private pending = new Map<string, { count: number; lastAt: Date }>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly write: (entry: Omit<RefusalCount, "windowStart">, at: Date) => Promise<void>,
    private readonly intervalMs = 1_000,
    private readonly onBatch?: (webhookIds: string[]) => void,
  ) {}

  record(webhookId: string, at: Date): void {
    const entry = this.pending.get(webhookId) ?? { count: 0, lastAt: at };
    entry.count += 1;
    entry.lastAt = at;
    this.pending.set(webhookId, entry);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref?.();
    }
  }

  /** Writes what is pending now (also used by tests and at shutdown). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = new Map();
    for (const [webhookId, { count, lastAt }] of batch) {
      const entry = {
        webhookId,
        reason: "invalid_signature" as const,
        count,
        lastAt: toIso(lastAt),
      };
      await this.write(entry, lastAt).catch((error: unknown) => {
        console.error(`[console] refused deliveries to webhook ${webhookId} not counted:`, error);
      });
    }
    if (batch.size > 0) this.onBatch?.([...batch.keys()]);
  }
}
