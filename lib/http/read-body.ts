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
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
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
