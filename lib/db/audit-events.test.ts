import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  appendAuditEvent,
  iterateAuditEvents,
  listAuditEvents,
  type AuditEventInput,
} from "./audit-events";
import type { Db } from "./schema";
import { createTestDb } from "./test-db";

const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 9, minute));

describe("audit log", () => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb();
    const events: AuditEventInput[] = [
      {
        at: at(0),
        actorId: "u1",
        actorEmail: "Ana@Example.com",
        action: "run.triggered",
        targetType: "flow",
        targetId: "f1",
        outcome: "success",
      },
      {
        at: at(1),
        actorId: "u2",
        actorEmail: "ben@example.com",
        action: "share.created",
        targetType: "flow_run",
        targetId: "r1",
        outcome: "success",
        detail: { expiresInDays: 7 },
      },
      {
        at: at(2),
        actorId: "u1",
        actorEmail: "ana@example.com",
        action: "share.revoked",
        targetType: "share_link",
        targetId: "s1",
        outcome: "failure",
      },
      {
        at: at(3),
        actorId: null,
        actorEmail: null,
        action: "share.viewed",
        targetType: "share_link",
        targetId: "s1",
        outcome: "success",
      },
      {
        at: at(4),
        actorId: "u2",
        actorEmail: "ben@example.com",
        action: "key.rotated",
        targetType: "api_key",
        targetId: "production",
        outcome: "success",
      },
    ];
    for (const event of events) await appendAuditEvent(db, event);
  });
  afterEach(async () => {
    await db.destroy();
  });

  const actions = (items: { action: string }[]) => items.map((e) => e.action);

  it("lists newest first with detail and a total", async () => {
    const page = await listAuditEvents(db, { pageSize: 2 });
    expect(page.total).toBe(5);
    expect(actions(page.items)).toEqual(["key.rotated", "share.viewed"]);
    const shareCreated = (await listAuditEvents(db, { action: "share.created" })).items[0];
    expect(shareCreated).toMatchObject({
      actorEmail: "ben@example.com",
      detail: { expiresInDays: 7 },
    });
  });

  it("filters by actor, action, target, outcome and time", async () => {
    expect(actions((await listAuditEvents(db, { actorId: "u1" })).items)).toEqual([
      "share.revoked",
      "run.triggered",
    ]);
    expect((await listAuditEvents(db, { actorEmail: "ANA@example.com" })).total).toBe(2);
    expect(
      actions((await listAuditEvents(db, { action: ["share.created", "share.viewed"] })).items),
    ).toEqual(["share.viewed", "share.created"]);
    const target = await listAuditEvents(db, { targetType: "share_link", targetId: "s1" });
    expect(target.total).toBe(2);
    expect(actions((await listAuditEvents(db, { outcome: "failure" })).items)).toEqual([
      "share.revoked",
    ]);
    const window = await listAuditEvents(db, { from: at(1), to: at(3) });
    expect(actions(window.items)).toEqual(["share.revoked", "share.created"]);
  });

  it("iterates every matching event across batches, in list order, for export", async () => {
    for (let i = 0; i < 7; i++) {
      await appendAuditEvent(db, {
        at: at(4),
        action: "user.changed",
        targetId: `u${i}`,
        outcome: "success",
      });
    }
    const exported = [];
    for await (const event of iterateAuditEvents(db, {}, 3)) exported.push(event.id);
    const listed = (await listAuditEvents(db, { pageSize: 100 })).items.map((e) => e.id);
    expect(exported).toEqual(listed);
    expect(exported).toHaveLength(12);

    const filtered = [];
    for await (const event of iterateAuditEvents(db, { action: "user.changed" }, 2))
      filtered.push(event);
    expect(filtered).toHaveLength(7);
  });

  it("has no way to change a recorded event: the database refuses it", async () => {
    await appendAuditEvent(db, { at: at(9), action: "user.changed", outcome: "success" });
    await expect(
      sql`update audit_events set action = 'rewritten', outcome = 'failure'`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(db)).rejects.toThrow(/append-only/);
    const actions = (await listAuditEvents(db, { pageSize: 100 })).items.map((e) => e.action);
    expect(actions).not.toContain("rewritten");
    expect(actions).toContain("user.changed");
  });
});
