import { randomUUID } from "node:crypto";
import { sql, type Selectable } from "kysely";
import { hashToken, randomToken, sha256Hex } from "@/lib/crypto/tokens";
import { toIso } from "./codec";
import type { Db, ShareLinkKind, ShareLinksTable } from "./schema";

export const DEFAULT_SHARE_TTL_MS = 7 * 24 * 60 * 60_000;
export const MAX_SHARE_TTL_MS = 90 * 24 * 60 * 60_000;

export interface ShareLink {
  id: string;
  kind: ShareLinkKind;
  targetId: string;
  label: string | null;
  snapshotSha256: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
  viewCount: number;
  lastViewedAt: string | null;
  sharerName: string | null;
  /** JSON list of the documents shared with a CDD report, as lib/share keeps it; null: none. */
  documents: string | null;
}

export interface ShareLinkWithSnapshot extends ShareLink {
  /** The Markdown frozen at creation: the reviewer sees exactly what was shared. */
  snapshot: string;
}

export interface NewShareLink {
  kind: ShareLinkKind;
  targetId: string;
  label?: string | null;
  snapshot: string;
  createdBy: string;
  now: Date;
  ttlMs?: number;
  sharerName?: string | null;
  documents?: string | null;
}

/** Returns the token once, for the URL; the store keeps only its hash. */
export async function createShareLink(
  db: Db,
  input: NewShareLink,
): Promise<{ token: string; link: ShareLink }> {
  const ttlMs = input.ttlMs ?? DEFAULT_SHARE_TTL_MS;
  if (!(ttlMs > 0 && ttlMs <= MAX_SHARE_TTL_MS)) {
    throw new RangeError("A share link must expire within 90 days");
  }
  const token = randomToken();
  const row = {
    id: randomUUID(),
    token_hash: hashToken(token),
    kind: input.kind,
    target_id: input.targetId,
    label: input.label ?? null,
    snapshot: input.snapshot,
    snapshot_sha256: sha256Hex(input.snapshot),
    created_by: input.createdBy,
    created_at: toIso(input.now),
    expires_at: toIso(input.now.getTime() + ttlMs),
    revoked_at: null,
    revoked_by: null,
    last_viewed_at: null,
    sharer_name: input.sharerName ?? null,
    documents: input.documents ?? null,
  };
  await db.insertInto("share_links").values(row).execute();
  const { snapshot: _snapshot, ...link } = toShareLink({ ...row, view_count: 0 });
  return { token, link };
}

/** Unknown, expired and revoked tokens all give undefined, so the page can answer one 404. */
export async function findActiveShareLink(
  db: Db,
  token: string,
  now: Date,
): Promise<ShareLinkWithSnapshot | undefined> {
  const row = await db
    .selectFrom("share_links")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    .where("expires_at", ">", toIso(now))
    .executeTakeFirst();
  return row && toShareLink(row);
}

export async function findShareLinkByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<ShareLinkWithSnapshot | undefined> {
  const row = await db
    .selectFrom("share_links")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row && toShareLink(row);
}

export async function getShareLink(db: Db, id: string): Promise<ShareLinkWithSnapshot | undefined> {
  const row = await db
    .selectFrom("share_links")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toShareLink(row);
}

/** False when the link does not exist or was already revoked (the first revocation is kept). */
export async function revokeShareLink(
  db: Db,
  id: string,
  { revokedBy, now }: { revokedBy: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("share_links")
    .set({ revoked_at: toIso(now), revoked_by: revokedBy })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > BigInt(0);
}

export async function recordShareLinkView(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable("share_links")
    .set({ view_count: sql<number>`view_count + 1`, last_viewed_at: toIso(now) })
    .where("id", "=", id)
    .execute();
}

export function toShareLink(row: Selectable<ShareLinksTable>): ShareLinkWithSnapshot {
  return {
    id: row.id,
    kind: row.kind,
    targetId: row.target_id,
    label: row.label,
    snapshot: row.snapshot,
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
}
