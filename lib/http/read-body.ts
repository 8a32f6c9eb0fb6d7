/**
 * A request body's bytes, or null as soon as they pass `max`: the rest is never read, so a chunked
 * body without Content-Length cannot make the server hold more than the limit. Every body a route
 * handler reads (JSON, uploads, deliveries on Next's route) goes through here; the inbound
 * receiver's own node:http path has its own reader with the same limit
 * (lib/webhooks/inbound-server.ts).
 */
export async function readBodyWithin(
  request: Request,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early cancels the stream: the rest of an oversized body is never read.
  for await (const value of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += value.byteLength;
    if (size > max) return null;
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
