import "server-only";
import type { z } from "zod";
import { audited } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { createShareLink, getShareLink, revokeShareLink } from "@/lib/db/share-links";
import { listShareLinks, type ShareLinkState } from "@/lib/db/share-links-list";
import type { Page } from "@/lib/db/pagination";
import { publicUrl } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { shareNow } from "./clock";
import { shareExpiryMs } from "./expiry";
import type { createShareBodySchema } from "./schemas";
import { fetchReportMarkdown, freezeCddSnapshot } from "./snapshot";
import { toShareDto, type ShareDto } from "./dto";

type Actor = Pick<SessionUser, "id" | "email" | "role">;
type Sharer = Actor & Pick<SessionUser, "name">;

export function shareUrl(token: string): string {
  return `${publicUrl}/share/${token}`;
}

/** Freezes the report as it is now and returns the link's URL (the only time the token exists). */
export async function createReportShare(
  actor: Sharer,
  body: z.output<typeof createShareBodySchema>,
): Promise<{ link: ShareDto; url: string }> {
  const created = await audited(
    actor,
    "share.created",
    (result: { link: { id: string } }) => ({ type: "share_link", id: result.link.id }),
    async () => {
      const snapshot =
        body.kind === "cdd_report"
          ? await freezeCddSnapshot(body.targetId, body.shareDocuments)
          : { markdown: await fetchReportMarkdown(body.kind, body.targetId), documents: [] };
      return createShareLink(await getDb(), {
        kind: body.kind,
        targetId: body.targetId,
        label: body.label ?? null,
        snapshot: snapshot.markdown,
        sharerName: body.showEmail ? `${actor.name} (${actor.email})` : actor.name,
        documents: snapshot.documents.length > 0 ? JSON.stringify(snapshot.documents) : null,
        createdBy: actor.id,
        now: shareNow(),
        ttlMs: shareExpiryMs(body.expiresIn),
      });
    },
    {
      kind: body.kind,
      target_id: body.targetId,
      expires_in: body.expiresIn,
      label: body.label,
      show_email: body.showEmail,
      share_documents: body.kind === "cdd_report" ? body.shareDocuments : undefined,
    },
  );
  const link = toShareDto({ ...created.link, createdByEmail: actor.email }, shareNow());
  return { link, url: shareUrl(created.token) };
}

/** An admin lists every link; anyone else only their own. */
export async function listShares(
  actor: Actor,
  query: { state?: ShareLinkState; page?: number; pageSize?: number },
): Promise<Page<ShareDto>> {
  const now = shareNow();
  const page = await listShareLinks(await getDb(), {
    ...query,
    createdBy: actor.role === "admin" ? undefined : actor.id,
    now,
  });
  return { ...page, items: page.items.map((item) => toShareDto(item, now)) };
}

export async function revokeShare(actor: Actor, id: string): Promise<ShareDto> {
  const db = await getDb();
  const link = await getShareLink(db, id);
  // An analyst cannot tell someone else's link from a missing one.
  if (!link || (actor.role !== "admin" && link.createdBy !== actor.id)) {
    throw new ApiError(404, "SHARE_NOT_FOUND", "This share link does not exist.");
  }
  if (link.revokedAt) {
    throw new ApiError(409, "ALREADY_REVOKED", "This link was already revoked.");
  }
  await audited(
    actor,
    "share.revoked",
    { type: "share_link", id },
    async () => {
      const done = await revokeShareLink(db, id, { revokedBy: actor.id, now: shareNow() });
      if (!done) throw new ApiError(409, "ALREADY_REVOKED", "This link was already revoked.");
    },
    { kind: link.kind, target_id: link.targetId, created_by: link.createdBy },
  );
  const revoked = (await getShareLink(db, id)) ?? link;
  return toShareDto({ ...revoked, createdByEmail: null }, shareNow());
}
