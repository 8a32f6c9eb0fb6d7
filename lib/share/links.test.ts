import { beforeEach, describe, expect, it, vi } from "vitest";
import { listAuditEvents } from "@/lib/db/audit-events";
import type { Db } from "@/lib/db/schema";
import { getShareLink } from "@/lib/db/share-links";
import { createTestDb } from "@/lib/db/test-db";
import { createUser } from "@/lib/db/users";

let db: Db;
vi.mock("@/lib/db", () => ({ getDb: async () => db }));
vi.mock("./snapshot", () => ({
  fetchReportMarkdown: async () => "# Report\n\nAll clear.",
  freezeCddSnapshot: async (_id: string, share: boolean) => ({
    markdown: "# CDD\n\n[Excerpt](shared-document/doc-1)",
    documents: share ? [{ id: "doc-1", fileName: "excerpt.pdf", type: "REGISTRY_EXCERPT" }] : [],
  }),
}));

const { createReportShare, listShares, revokeShare } = await import("./links");
const { openSharedReport } = await import("./view");

async function seed(email: string, role: "admin" | "analyst") {
  const user = (await createUser(db, {
    email,
    name: `Name of ${email.split("@")[0]}`,
    role,
    passwordHash: null,
    now: new Date(),
  }))!;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

describe("share links", () => {
  beforeEach(async () => {
    db = await createTestDb();
  });

  it("freezes the report, answers the URL once and opens it by token, counting the view", async () => {
    const analyst = await seed("a@example.com", "analyst");
    const { link, url } = await createReportShare(analyst, {
      kind: "flow_run_report",
      targetId: "run-1",
      expiresIn: "1h",
      label: "For the auditor",
      showEmail: false,
      shareDocuments: false,
    });
    const token = url.split("/share/")[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(link)).not.toContain(token);
    const report = await openSharedReport(token);
    expect(report).toMatchObject({ markdown: "# Report\n\nAll clear.", label: "For the auditor" });
    expect((await getShareLink(db, link.id))!.viewCount).toBe(1);
    const viewed = (await listAuditEvents(db, { action: "share.viewed" })).items[0];
    expect(viewed).toMatchObject({ actorEmail: null, targetId: link.id });
  });

  it("shows reviewers the sharer's name, their e-mail only by choice, and the shared documents", async () => {
    const analyst = await seed("alice@example.com", "analyst");
    const open = async (showEmail: boolean, shareDocuments: boolean) => {
      const { url } = await createReportShare(analyst, {
        kind: "cdd_report",
        targetId: "c",
        expiresIn: "1h",
        showEmail,
        shareDocuments,
      });
      return (await openSharedReport(url.split("/share/")[1]))!;
    };
    const plain = await open(false, false);
    expect(plain.sharedBy).toBe("Name of alice");
    expect(JSON.stringify(plain)).not.toContain("alice@example.com");
    expect(plain.documents).toEqual([]);
    const chosen = await open(true, true);
    expect(chosen.sharedBy).toBe("Name of alice (alice@example.com)");
    expect(chosen.documents.map((d) => d.id)).toEqual(["doc-1"]);
    expect(chosen.markdown).toMatch(/\[Excerpt\]\(\/share\/[A-Za-z0-9_-]{43}\/documents\/doc-1\)/);
  });

  it("answers nothing for an unknown, malformed, revoked or expired token alike", async () => {
    const analyst = await seed("a@example.com", "analyst");
    const { link, url } = await createReportShare(analyst, {
      kind: "cdd_report",
      targetId: "c",
      expiresIn: "1h",
      showEmail: false,
      shareDocuments: false,
    });
    const token = url.split("/share/")[1];
    expect(await openSharedReport("x".repeat(43))).toBeUndefined();
    expect(await openSharedReport("../etc")).toBeUndefined();
    await db.updateTable("share_links").set({ expires_at: "2000-01-01T00:00:00.000Z" }).execute();
    expect(await openSharedReport(token)).toBeUndefined();
    await db.updateTable("share_links").set({ expires_at: "2999-01-01T00:00:00.000Z" }).execute();
    await revokeShare(analyst, link.id);
    expect(await openSharedReport(token)).toBeUndefined();
  });

  it("lets an analyst list and revoke only their own links; an admin sees and revokes any", async () => {
    const mine = await seed("a@example.com", "analyst");
    const other = await seed("b@example.com", "analyst");
    const admin = await seed("root@example.com", "admin");
    const { link } = await createReportShare(other, {
      kind: "cdd_report",
      targetId: "c",
      expiresIn: "7d",
      showEmail: false,
      shareDocuments: false,
    });
    expect((await listShares(mine, {})).total).toBe(0);
    expect((await listShares(admin, {})).total).toBe(1);
    await expect(revokeShare(mine, link.id)).rejects.toMatchObject({ status: 404 });
    expect((await revokeShare(admin, link.id)).state).toBe("revoked");
    await expect(revokeShare(admin, link.id)).rejects.toMatchObject({ status: 409 });
    const revoked = (await listAuditEvents(db, { action: "share.revoked" })).items;
    expect(revoked).toHaveLength(1);
  });
});
