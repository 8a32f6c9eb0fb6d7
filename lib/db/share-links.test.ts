import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashToken, sha256Hex } from "@/lib/crypto/tokens";
import type { Db } from "./schema";
import {
  createShareLink,
  findActiveShareLink,
  findShareLinkByTokenHash,
  recordShareLinkView,
  revokeShareLink,
} from "./share-links";
import { listShareLinks } from "./share-links-list";
import { createTestDb } from "./test-db";
import { createUser } from "./users";

const now = new Date("2025-04-01T08:00:00.000Z");
const later = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60_000);

describe("share links", () => {
  let db: Db;
  let analystId: string;
  let adminId: string;
  beforeEach(async () => {
    db = await createTestDb();
    const make = async (email: string, role: "analyst" | "admin") =>
      (await createUser(db, { email, name: email, role, passwordHash: null, now }))!.id;
    analystId = await make("ana@example.com", "analyst");
    adminId = await make("root@example.com", "admin");
  });
  afterEach(async () => {
    await db.destroy();
  });

  const share = (createdBy: string, overrides: { ttlMs?: number; targetId?: string } = {}) =>
    createShareLink(db, {
      kind: "flow_run_report",
      targetId: overrides.targetId ?? "run-1",
      label: "For the auditor",
      snapshot: "# Report\n\nAll clear.",
      createdBy,
      now,
      ttlMs: overrides.ttlMs,
    });

  it("stores only the token's hash and the snapshot's digest", async () => {
    const { token, link } = await share(analystId);
    const rows = await db.selectFrom("share_links").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].token_hash).toBe(hashToken(token));
    expect(rows[0].snapshot_sha256).toBe(sha256Hex("# Report\n\nAll clear."));
    expect(link.expiresAt).toBe(later(7).toISOString());
    expect((await findShareLinkByTokenHash(db, hashToken(token)))?.id).toBe(link.id);
  });

  it("resolves a live token to the frozen snapshot", async () => {
    const { token } = await share(analystId);
    const found = await findActiveShareLink(db, token, later(1));
    expect(found?.snapshot).toBe("# Report\n\nAll clear.");
  });

  it("treats unknown, expired and revoked tokens alike", async () => {
    const { token, link } = await share(analystId);
    expect(await findActiveShareLink(db, "not-a-token", now)).toBeUndefined();
    expect(await findActiveShareLink(db, token, later(7))).toBeUndefined();

    expect(await revokeShareLink(db, link.id, { revokedBy: adminId, now: later(1) })).toBe(true);
    expect(await revokeShareLink(db, link.id, { revokedBy: analystId, now: later(2) })).toBe(false);
    expect(await findActiveShareLink(db, token, later(1))).toBeUndefined();
  });

  it("requires an expiry within 90 days", async () => {
    await expect(share(analystId, { ttlMs: 0 })).rejects.toThrow(RangeError);
    await expect(share(analystId, { ttlMs: 91 * 24 * 60 * 60_000 })).rejects.toThrow(RangeError);
  });

  it("counts views", async () => {
    const { token, link } = await share(analystId);
    await recordShareLinkView(db, link.id, later(1));
    await recordShareLinkView(db, link.id, later(2));
    expect(await findActiveShareLink(db, token, later(3))).toMatchObject({
      viewCount: 2,
      lastViewedAt: later(2).toISOString(),
    });
  });

  it("lists all links or one creator's, with state and creator e-mail", async () => {
    const first = await share(analystId, { targetId: "run-1" });
    await share(analystId, { targetId: "run-2", ttlMs: 60_000 });
    await share(adminId, { targetId: "run-3" });
    await revokeShareLink(db, first.link.id, { revokedBy: adminId, now });

    const all = await listShareLinks(db, { now: later(1) });
    expect(all.total).toBe(3);
    expect(all.items.map((l) => [l.targetId, l.state]).sort()).toEqual([
      ["run-1", "revoked"],
      ["run-2", "expired"],
      ["run-3", "active"],
    ]);
    expect(all.items[0]).not.toHaveProperty("snapshot");

    const mine = await listShareLinks(db, { createdBy: analystId, now: later(1) });
    expect(mine.items.map((l) => l.createdByEmail)).toEqual(["ana@example.com", "ana@example.com"]);
    const active = await listShareLinks(db, { state: "active", now: later(1) });
    expect(active.items.map((l) => l.targetId)).toEqual(["run-3"]);
  });
});
