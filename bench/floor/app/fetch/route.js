// A bare fetch-and-return through Next's own (patched) fetch: the floor of a proxied GET.
export const dynamic = "force-dynamic";

const upstream = process.env.FLOOR_UPSTREAM_URL ?? "http://localhost:4920";
const apiKey = process.env.FLOOR_UPSTREAM_KEY ?? "";

export async function GET() {
  const response = await fetch(`${upstream}/monitoring-alerts?page_size=10`, {
    headers: { "x-api-key": apiKey, accept: "application/json" },
    cache: "no-store",
  });
  return new Response(await response.text(), {
    status: response.status,
    headers: { "content-type": "application/json" },
  });
}
