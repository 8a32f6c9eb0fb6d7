import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "./schema";
import { createTestDb } from "./test-db";
import { getWorkItem, listHistory, observeUpstream, type UpstreamObservation } from "./work-items";
import { changeWorkItem, recordOnItem } from "./work-items-changes";
import { listWorkItems, myQueueFigures } from "./work-items-list";

const now = new Date("2026-11-20T12:00:00.000Z");
const ada = { id: "u-ada", email: "ada@example.com" };

function alert(id: string, acknowledged: boolean, openedAt = "2026-11-19T08:00:00.000Z") {
  return {
    kind: "monitoring_alert",
    sourceId: id,
    title: `https://${id}.example`,
    severity: 2,
    upstreamState: acknowledged ? "ACKNOWLEDGED" : "UNACKNOWLEDGED",
    upstreamOpen: !acknowledged,
    upstreamData: { id, acknowledged_at: acknowledged ? now.toISOString() : null },
    openedAt,
  } satisfies UpstreamObservation;
}

describe("work items", () => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb();
  });
  afterEach(async () => {
    await db.destroy();
  });

  it("opens an item for what the service shows as open, and ignores what it already closed", async () => {
    expect(await observeUpstream(db, alert("a1", false), now)).toBe("created");
    expect(await observeUpstream(db, alert("a2", true), now)).toBe("ignored");
    const page = await listWorkItems(db, {});
    expect(page.items.map((item) => item.id)).toEqual(["monitoring_alert:a1"]);
    expect((await listHistory(db, "monitoring_alert:a1"))[0].type).toBe("created");
  });

  it("closes an open item when the service acknowledges it, with the reason in its history", async () => {
    await observeUpstream(db, alert("a1", false), now);
    expect(await observeUpstream(db, alert("a1", true), now)).toBe("closed");
    const item = await getWorkItem(db, "monitoring_alert:a1");
    expect(item?.state).toBe("closed");
    expect(item?.decision).toBeNull();
    const history = await listHistory(db, "monitoring_alert:a1");
    expect(history.at(-1)?.text).toContain("from UNACKNOWLEDGED to ACKNOWLEDGED");
    expect(await observeUpstream(db, alert("a1", false), now)).toBe("reopened");
  });

  it("keeps a console decision when the service reopens the object", async () => {
    await observeUpstream(db, alert("a1", false), now);
    await changeWorkItem(
      db,
      "monitoring_alert:a1",
      { state: "closed", decision: "handled", decided_by: ada.id, decided_at: now.toISOString() },
      { type: "decision", text: "called the merchant" },
      ada,
      now,
    );
    await observeUpstream(db, alert("a1", true), now);
    expect(await observeUpstream(db, alert("a1", false), now)).toBe("updated");
    expect((await getWorkItem(db, "monitoring_alert:a1"))?.state).toBe("closed");
  });

  it("refuses a change decided on a stale view of the item, writing nothing", async () => {
    await observeUpstream(db, alert("a1", false), now);
    const seen = { state: "open", assignee_id: null, decision: null };
    const later = new Date(now.getTime() + 1000);
    expect(
      await changeWorkItem(
        db,
        "monitoring_alert:a1",
        { assignee_id: ada.id, assignee_email: ada.email },
        { type: "assigned" },
        ada,
        later,
        seen,
      ),
    ).toBe(true);
    const bob = { id: "u-bob", email: "bob@example.com" };
    expect(
      await changeWorkItem(
        db,
        "monitoring_alert:a1",
        { assignee_id: bob.id, assignee_email: bob.email },
        { type: "assigned" },
        bob,
        later,
        seen,
      ),
    ).toBe(false);
    expect((await getWorkItem(db, "monitoring_alert:a1"))?.assignee_email).toBe(ada.email);
    expect((await listHistory(db, "monitoring_alert:a1")).map((entry) => entry.type)).toEqual([
      "created",
      "assigned",
    ]);
  });

  it("does not refuse a decision because of a comment or a refresh of the object's data", async () => {
    await observeUpstream(db, alert("a1", false), now);
    const seen = { state: "open", assignee_id: null, decision: null };
    const later = new Date(now.getTime() + 1000);
    await recordOnItem(db, "monitoring_alert:a1", { type: "comment", text: "looking" }, ada, later);
    expect(
      await changeWorkItem(
        db,
        "monitoring_alert:a1",
        { state: "closed", decision: "handled" },
        { type: "decision" },
        ada,
        later,
        seen,
      ),
    ).toBe(true);
    // The same view is stale now: the item was decided.
    expect(
      await changeWorkItem(
        db,
        "monitoring_alert:a1",
        { state: "open" },
        { type: "reopened" },
        ada,
        later,
        seen,
      ),
    ).toBe(false);
  });

  it("filters by assignee, state and age, oldest first, and counts my queue", async () => {
    await observeUpstream(db, alert("old", false, "2026-11-01T00:00:00.000Z"), now);
    await observeUpstream(db, alert("new", false, "2026-11-20T11:00:00.000Z"), now);
    await observeUpstream(db, alert("mid", false, "2026-11-10T00:00:00.000Z"), now);
    await changeWorkItem(
      db,
      "monitoring_alert:old",
      { assignee_id: ada.id, assignee_email: ada.email },
      { type: "assigned" },
      ada,
      now,
    );
    const all = await listWorkItems(db, { state: ["open"] });
    expect(all.items.map((item) => item.source_id)).toEqual(["old", "mid", "new"]);
    const newest = await listWorkItems(db, { sort: "newest", pageSize: 1, page: 2 });
    expect(newest.items.map((item) => item.source_id)).toEqual(["mid"]);
    expect(newest.total).toBe(3);
    const mine = await listWorkItems(db, { assigneeId: ada.id });
    expect(mine.items.map((item) => item.source_id)).toEqual(["old"]);
    const unassignedOld = await listWorkItems(db, {
      assigneeId: null,
      openedBefore: new Date("2026-11-19T12:00:00.000Z"),
    });
    expect(unassignedOld.items.map((item) => item.source_id)).toEqual(["mid"]);
    expect(await myQueueFigures(db, ada.id, now)).toEqual({
      assignedToMe: 1,
      myOverdue: 1,
      unassigned: 2,
      decidedByMeToday: 0,
    });
  });
});
