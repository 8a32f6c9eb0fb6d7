import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { migrateToLatest } from "@/lib/db/migrations";
import type { Db } from "@/lib/db/schema";
import { createTestSchema, testDatabaseUrl } from "@/lib/db/test-db";
import { LiveBus, type BusEvent } from "./bus";
import { recordRunUpdate } from "./run-updates";
import { PgLiveTransport } from "./pg-transport";

const url = testDatabaseUrl();
const run = (runId: string) =>
  ({
    runId,
    flowId: null,
    status: "RUNNING",
    previousStatus: "QUEUED",
    source: "inbound",
  }) as const;

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Two "instances": each its own pool, bus and LISTEN connection, on one schema. */
async function instances(count: number) {
  const databaseUrl = url as string;
  const searchPath = await createTestSchema(databaseUrl);
  const made: { db: Db; bus: LiveBus; transport: PgLiveTransport; seen: BusEvent[] }[] = [];
  for (let k = 0; k < count; k += 1) {
    const db = openDatabase({ dataDir: "", databaseUrl, poolSize: 3, searchPath });
    await migrateToLatest(db);
    const bus = new LiveBus(100);
    const transport = new PgLiveTransport(db, databaseUrl, bus);
    await transport.start();
    const seen: BusEvent[] = [];
    bus.subscribe((event) => seen.push(event));
    made.push({ db, bus, transport, seen });
  }
  return made;
}

describe.skipIf(!url)("live events across instances (PostgreSQL)", () => {
  const open: Awaited<ReturnType<typeof instances>> = [];
  afterEach(async () => {
    for (const instance of open.splice(0)) {
      await instance.transport.stop();
      await instance.db.destroy();
    }
  });

  it("delivers an event published on A to A and B with the same id, in order", async () => {
    const [a, b] = await instances(2);
    open.push(a!, b!);
    a!.bus.publish("run.status", run("r1"));
    b!.bus.publish("run.status", run("r2"));
    a!.bus.publish("run.status", run("r3"));
    await until(() => a!.seen.length === 3 && b!.seen.length === 3);
    expect(b!.seen.map((event) => event.id)).toEqual(a!.seen.map((event) => event.id));
    const ids = a!.seen.map((event) => Number(event.id));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    // A browser resuming on B with an id it got from A misses nothing and repeats nothing.
    const replay = await b!.bus.replay(a!.seen[0]!.id);
    expect(replay.gap).toBe(false);
    expect(replay.events.map((event) => event.id)).toEqual(a!.seen.slice(1).map((e) => e.id));
  });

  it("announces one status change once, however many instances record it", async () => {
    const [a, b] = await instances(2);
    open.push(a!, b!);
    const object = {
      id: "run-1",
      flow_id: "f",
      status: "RUNNING",
      updated_at: "2026-01-01T00:00:01Z",
    };
    const results = await Promise.all([
      recordRunUpdate({ db: a!.db, bus: a!.bus, now: () => new Date() }, object, "watcher"),
      recordRunUpdate({ db: b!.db, bus: b!.bus, now: () => new Date() }, object, "inbound"),
    ]);
    expect(results.filter((result) => result.statusChanged)).toHaveLength(1);
    await until(() => a!.seen.length === 1 && b!.seen.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a!.seen).toHaveLength(1);
    expect(b!.seen[0]!.id).toBe(a!.seen[0]!.id);
  });

  it("after losing its LISTEN connection, polls and reconnects without losing an event", async () => {
    const [a, b] = await instances(2);
    open.push(a!, b!);
    // Ends B's LISTEN backend from the server side, as a failover or restart would.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where query = 'listen console_live' and pid <> pg_backend_pid()
      and application_name = 'compliance-console'`.execute(a!.db);
    await until(() => !b!.transport.isListening || !a!.transport.isListening);
    a!.bus.publish("run.status", run("while-down"));
    await until(() => b!.seen.length === 1 && a!.seen.length === 1, 10_000);
    expect(b!.seen[0]!.data).toMatchObject({ runId: "while-down" });
    await until(() => a!.transport.isListening && b!.transport.isListening, 10_000);
  });
});
