import type { ShareLink } from "@/lib/db/share-links";
import { shareLinkState, type ShareLinkState } from "@/lib/db/share-links-list";

/** A share link as the API returns it: never the token or the snapshot. */
export interface ShareDto {
  id: string;
  kind: ShareLink["kind"];
  targetId: string;
  label: string | null;
  snapshotSha256: string;
  createdBy: string;
  createdByEmail: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  viewCount: number;
  lastViewedAt: string | null;
  state: ShareLinkState;
}

export function toShareDto(
  link: ShareLink & { createdByEmail: string | null; snapshot?: string },
  now: Date,
): ShareDto {
  return {
    id: link.id,
    kind: link.kind,
    targetId: link.targetId,
    label: link.label,
    snapshotSha256: link.snapshotSha256,
    createdBy: link.createdBy,
    createdByEmail: link.createdByEmail,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    revokedAt: link.revokedAt,
    viewCount: link.viewCount,
    lastViewedAt: link.lastViewedAt,
    // Recomputed so a link that just expired is not listed as active.
    state: shareLinkState(link, now),
  };
}
