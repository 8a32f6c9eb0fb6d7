import { readCddReport } from "@/lib/data/cdds";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /cdds/{id}/report: the Markdown as an attachment, never rendered by the browser as HTML.
export const GET = withSession<{ id: string }>("analyst", async ({ params }) => {
  const markdown = await readCddReport(params.id);
  return new Response(markdown, {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      "Content-Disposition": `attachment; filename="cdd-${params.id.replace(/[^A-Za-z0-9-]/g, "")}.md"`,
      "Cache-Control": "no-store",
    },
  });
});
