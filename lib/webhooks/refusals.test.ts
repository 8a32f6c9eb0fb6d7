import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/test-db";
import { receiveDelivery } from "./receive";
import { addRefusals, listRefusals, RefusalRecorder } from "./refusals";
import { delivery, testSecret, testWebhookId } from "./test-deliveries";

let db: Db;
beforeEach(async () => {
  db = await createTestDb();
});
afterEach(async () => db.destroy());

describe("refused deliveries", () => {
  it("a flood of forged deliveries leaves one counter row and a handful of writes, no bodies", async () => {
    let writes = 0;
    const recorder = new RefusalRecorder(async (entry, at) => {
      writes += 1;
      await addRefusals(db, entry, at);
    }, 60_000);
    const at = new Date("2026-03-01T12:10:00Z");
    const deps = {
      db,
      findSecret: async (id: string) => (id === testWebhookId ? testSecret : undefined),
      onStored: () => undefined,
      onRefused: (id: string, when: Date) => recorder.record(id, when),
      now: () => at,
    };
    const forged = JSON.stringify({ pad: "y".repeat(10_000) });
    for (let i = 0; i < 300; i++) {
      expect(
        (await receiveDelivery(delivery({ body: forged, secret: "forger" }), deps)).status,
      ).toBe(401);
    }
    await recorder.flush();
    expect(writes).toBe(1);
    expect(await listRefusals(db)).toEqual([
      {
        webhookId: testWebhookId,
        reason: "invalid_signature",
        windowStart: "2026-03-01T12:00:00.000Z",
        count: 300,
        lastAt: at.toISOString(),
      },
    ]);
    const stored = await db.selectFrom("inbound_events").select("id").execute();
    expect(stored).toEqual([]);
  });

  it("adds to the hour's window and forgets windows older than a week", async () => {
    const entry = { webhookId: "wh-1", reason: "invalid_signature" as const, count: 2 };
    const old = new Date("2026-02-01T09:30:00Z");
    await addRefusals(db, { ...entry, lastAt: old.toISOString() }, old);
    const now = new Date("2026-03-01T09:30:00Z");
    await addRefusals(db, { ...entry, lastAt: now.toISOString() }, now);
    await addRefusals(db, { ...entry, count: 3, lastAt: now.toISOString() }, now);
    expect((await listRefusals(db)).map((row) => [row.windowStart, row.count])).toEqual([
      ["2026-03-01T09:00:00.000Z", 5],
    ]);
  });
});
