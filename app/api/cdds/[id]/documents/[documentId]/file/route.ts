import { openCaseDocument } from "@/lib/cdd/case-document";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** A document's file, streamed through the console, always an attachment (lib/cdd/case-document.ts). */
// GET /cdds/{id}/documents/{documentId}/file
export const GET = withSession<{ id: string; documentId: string }>(
  "analyst",
  async ({ params }) => {
    const { body, headers } = await openCaseDocument(params.id, params.documentId);
    headers.set("Cache-Control", "private, no-store");
    return new Response(body, { headers });
  },
);
