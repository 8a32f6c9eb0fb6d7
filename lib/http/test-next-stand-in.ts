import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server whose own listener stands in for Next (it answers 404 "next"), for the tests
 * of the lean paths installed in front of it.
 */
export async function startNextStandIn(): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(404, { "Content-Type": "text/plain" });
    response.end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
