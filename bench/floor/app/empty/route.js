// The floor of a Next route handler: no session, no upstream, a fixed JSON answer.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ ok: true });
}
