import { sql } from "kysely";
import pg from "pg";
import { postgresClientConfig } from "@/lib/db/connection";
import type { Db } from "@/lib/db/schema";
import type { BusEvent, DraftEvent, LiveBus, LiveTransport } from "./bus";
import type { LiveAudience } from "./types";

export const LIVE_CHANNEL = "console_live";
const PAGE = 500;
const POLL_WHILE_DOWN_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;
const RETENTION_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Live events across instances on PostgreSQL. The table is the truth, NOTIFY only the wake-up:
 * each event is a `live_events` row, `pg_notify` carries nothing but its id (payloads are capped
 * at 8000 bytes), and every instance keeps one dedicated LISTEN connection, reads the rows after
 * the last one it delivered and fans them out to its own streams. When that connection drops it
 * reconnects with backoff and polls the table meanwhile, so nothing is missed, only later.
 *
 * Inserts take one advisory lock until they commit, so ids become visible in increasing order and
 * "rows after the last id" never skips one that commits late.
 */
export class PgLiveTransport implements LiveTransport {
  private client: pg.Client | null = null;
  private listening = false;
  private stopped = false;
  private backoffMs = 1_000;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private pulling: Promise<void> | null = null;
  private pullAgain = false;
  private lastPrune = 0;
  private readonly handled = new WeakSet<pg.Client>();

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string,
    private readonly bus: LiveBus,
  ) {}

  get isListening(): boolean {
    return this.listening;
  }

  /** Attaches to the bus from the newest stored event on, then starts listening. */
  async start(): Promise<void> {
    const row = await this.db
      .selectFrom("live_events")
      .select((eb) => eb.fn.max("id").as("last"))
      .executeTakeFirst();
    this.bus.attach(this, Number(row?.last ?? 0));
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    const client = this.client;
    this.client = null;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }

  async send(event: DraftEvent, trx?: Db): Promise<void> {
    const insert = async (db: Db) => {
      await sql`select pg_advisory_xact_lock(hashtext(${LIVE_CHANNEL}))`.execute(db);
      const { id } = await db
        .insertInto("live_events")
        .values({
          type: event.type,
          audience: event.audience,
          data: JSON.stringify(event.data),
          at: event.at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await sql`select pg_notify(${LIVE_CHANNEL}, ${String(id)})`.execute(db);
    };
    if (trx) return insert(trx);
    await this.db.transaction().execute(insert);
  }

  async readAfter(afterSeq: number, limit: number): Promise<BusEvent[]> {
    const rows = await this.db
      .selectFrom("live_events")
      .selectAll()
      .where("id", ">", afterSeq)
      .orderBy("id")
      .limit(limit)
      .execute();
    return rows.map(
      (row) =>
        ({
          id: String(row.id),
          seq: Number(row.id),
          type: row.type,
          at: row.at,
          audience: row.audience as LiveAudience,
          data: JSON.parse(row.data) as unknown,
        }) as BusEvent,
    );
  }

  /** Delivers every stored event after the bus's last one; one pull at a time, re-run if woken. */
  pull(): Promise<void> {
    if (this.pulling) {
      this.pullAgain = true;
      return this.pulling;
    }
    this.pulling = (async () => {
      do {
        this.pullAgain = false;
        for (;;) {
          const events = await this.readAfter(this.bus.lastSeq, PAGE);
          for (const event of events) this.bus.deliver(event);
          if (events.length < PAGE) break;
        }
      } while (this.pullAgain);
      await this.prune();
    })()
      .catch((error: unknown) => console.error("[console] reading live events failed:", error))
      .finally(() => {
        this.pulling = null;
      });
    return this.pulling;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client(postgresClientConfig(this.databaseUrl));
    client.on("notification", () => void this.pull());
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client, new Error("connection ended")));
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      this.lost(client, error);
      return;
    }
    this.client = client;
    this.listening = true;
    this.backoffMs = 1_000;
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
    // Whatever was stored while not listening.
    await this.pull();
  }

  private lost(client: pg.Client, error: unknown): void {
    // "error" and "end" both fire for one loss: reconnect once.
    if (this.stopped || this.handled.has(client)) return;
    this.handled.add(client);
    if (this.client === client) {
      console.error("[console] the live LISTEN connection was lost; reconnecting:", error);
    }
    this.client = null;
    this.listening = false;
    this.pollTimer ??= setInterval(() => void this.pull(), POLL_WHILE_DOWN_MS);
    this.pollTimer.unref?.();
    const delay = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
    setTimeout(() => void this.connect(), delay).unref?.();
  }

  /** Old events serve no resume (browsers older than this refetch); any instance may prune. */
  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db
      .deleteFrom("live_events")
      .where("at", "<", new Date(now - RETENTION_MS).toISOString())
      .execute();
  }
}
