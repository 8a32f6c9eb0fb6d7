// The same fetch-and-return through undici's `request` on a keep-alive pool, the upstream client
// the console uses (lib/api/transport.ts): the floor of a proxied GET as the console makes it.
import { Agent, request } from "undici";

export const dynamic = "force-dynamic";

const upstream = process.env.FLOOR_UPSTREAM_URL ?? "http://localhost:4920";
const apiKey = process.env.FLOOR_UPSTREAM_KEY ?? "";
const agent = new Agent({ keepAliveTimeout: 10_000, connections: 128 });

export async function GET() {
  const response = await request(`${upstream}/monitoring-alerts?page_size=10`, {
    headers: { "x-api-key": apiKey, accept: "application/json" },
    dispatcher: agent,
  });
  return new Response(await response.body.text(), {
    status: response.statusCode,
    headers: { "content-type": "application/json" },
  });
}
