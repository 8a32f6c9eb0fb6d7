import { withPublic } from "@/lib/http/route";
import { openSharedDocument } from "@/lib/share/documents";

export const dynamic = "force-dynamic";

/**
 * GET /share/{token}/documents/{documentId}: an evidence document shared with a CDD report. Public
 * like the share page (the token is the authorization); proxy.ts applies the share pages' rate
 * limit and headers to it too.
 */
export const GET = withPublic<{ token: string; documentId: string }>(async ({ params }) =>
  openSharedDocument(params.token, params.documentId),
);
