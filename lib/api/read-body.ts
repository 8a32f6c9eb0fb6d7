import { responseTooLargeError } from "./errors";

/**
 * Reads a response body without trusting its size: a declared Content-Length over the limit is
 * refused before reading, and the stream is cut as soon as it passes the limit.
 */
export function readBodyText(
  response: Response,
  limitBytes: number,
  onOverflow: "error" | "truncate",
): Promise<string> {
  const length = response.headers.get("content-length");
  // Node's web streams are async iterables; the DOM typings do not say so.
  const body = response.body as AsyncIterable<Uint8Array> | null;
  return readChunksText(body ?? [], length, limitBytes, onOverflow);
}

/**
 * The same over any body, a web stream or a Node stream. Leaving the loop early (the limit passed)
 * ends the iteration, which cancels or destroys the stream and so frees the connection.
 */
export async function readChunksText(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  contentLength: string | null,
  limitBytes: number,
  onOverflow: "error" | "truncate",
): Promise<string> {
  const declared = Number(contentLength);
  if (onOverflow === "error" && contentLength !== null && declared > limitBytes) {
    await cancel(chunks);
    throw responseTooLargeError(limitBytes);
  }
  const decoder = new TextDecoder("utf-8");
  let received = 0;
  let text = "";
  for await (const value of chunks) {
    received += value.byteLength;
    if (received > limitBytes) {
      if (onOverflow === "error") throw responseTooLargeError(limitBytes);
      const room = value.byteLength - (received - limitBytes);
      return text + decoder.decode(value.subarray(0, room));
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** Ends a body that will not be read. */
async function cancel(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<void> {
  if (!(Symbol.asyncIterator in chunks)) return;
  await chunks[Symbol.asyncIterator]()
    .return?.()
    ?.catch(() => undefined);
}

/** Frees the connection when the body is of no interest (redirects, 204s). */
export async function discardBody(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}
