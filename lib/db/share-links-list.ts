import { toIso } from "./codec";
import { resolvePage, type Page, type PageRequest } from "./pagination";
import type { Db } from "./schema";
import type { ShareLink } from "./share-links";

export type ShareLinkState = "active" | "expired" | "revoked";

export interface ShareLinkListItem extends ShareLink {
  state: ShareLinkState;
  createdByEmail: string | null;
}

export interface ShareLinkQuery extends PageRequest {
  /** An analyst sees their own links; an admin lists everyone's. */
  createdBy?: string;
  state?: ShareLinkState;
  now: Date;
}

export function shareLinkState(
  link: Pick<ShareLink, "revokedAt" | "expiresAt">,
  now: Date,
): ShareLinkState {
  if (link.revokedAt) return "revoked";
  return link.expiresAt > toIso(now) ? "active" : "expired";
}

function filtered(db: Db, query: ShareLinkQuery) {
  const now = toIso(query.now);
  let qb = db.selectFrom("share_links").leftJoin("users", "users.id", "share_links.created_by");
  if (query.createdBy) qb = qb.where("share_links.created_by", "=", query.createdBy);
  if (query.state === "revoked") qb = qb.where("share_links.revoked_at", "is not", null);
  if (query.state === "active" || query.state === "expired") {
    qb = qb
      .where("share_links.revoked_at", "is", null)
      .where("share_links.expires_at", query.state === "active" ? ">" : "<=", now);
  }
  return qb;
}

/** Newest first, without snapshots. */
export async function listShareLinks(
  db: Db,
  query: ShareLinkQuery,
): Promise<Page<ShareLinkListItem>> {
  const { page, pageSize, offset } = resolvePage(query);
  const count = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, query)
    .select([
      "share_links.id",
      "share_links.kind",
      "share_links.target_id",
      "share_links.label",
      "share_links.snapshot_sha256",
      "share_links.created_by",
      "share_links.created_at",
      "share_links.expires_at",
      "share_links.revoked_at",
      "share_links.revoked_by",
      "share_links.view_count",
      "share_links.last_viewed_at",
      "share_links.sharer_name",
      "share_links.documents",
      "users.email as created_by_email",
    ])
    .orderBy("share_links.created_at", "desc")
    .orderBy("share_links.id", "desc")
    .limit(pageSize)
    .offset(offset)
    .execute();
  const items = rows.map((row): ShareLinkListItem => {
    const link: ShareLink = {
      id: row.id,
      kind: row.kind,
      targetId: row.target_id,
      label: row.label,
      snapshotSha256: row.snapshot_sha256,
      createdBy: row.created_by,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
      revokedBy: row.revoked_by,
      viewCount: Number(row.view_count),
      lastViewedAt: row.last_viewed_at,
      sharerName: row.sharer_name,
      documents: row.documents,
    };
    return {
      ...link,
      state: shareLinkState(link, query.now),
      createdByEmail: row.created_by_email,
    };
  });
  return { items, total: Number(count.count), page, pageSize };
}
