/**
 * A request body's bytes, or null as soon as they pass `max`: the rest is never read, so a chunked
 * body without Content-Length cannot make the server hold more than the limit. Every body the
 * console reads (JSON, uploads, inbound deliveries) goes through here.
 */
export async function readBodyWithin(
  request: Request,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  // Leaving the loop early cancels the stream: the rest of an oversized body is never read.
  return readChunksWithin(request.body as unknown as AsyncIterable<Uint8Array>, max);
}

/**
 * The same limit over any stream of chunks: a web body above, or a node:http request (the inbound
 * receiver's own path, lib/webhooks/inbound-server.ts).
 */
export async function readChunksWithin(
  source: AsyncIterable<Uint8Array>,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const value of source) {
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
