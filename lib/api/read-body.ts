import { responseTooLargeError } from "./errors";

/**
 * Reads a response body without trusting its size: a declared Content-Length over the limit is
 * refused before reading, and the stream is cut as soon as it passes the limit.
 */
export async function readBodyText(
  response: Response,
  limitBytes: number,
  onOverflow: "error" | "truncate",
): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (onOverflow === "error" && Number.isFinite(declared) && declared > limitBytes) {
    await discardBody(response);
    throw responseTooLargeError(limitBytes);
  }
  if (!response.body) return "";

  const reader = response.body.getReader();
  const decoder = new TextDecoder("utf-8");
  let received = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limitBytes) {
      await reader.cancel().catch(() => undefined);
      if (onOverflow === "error") throw responseTooLargeError(limitBytes);
      const room = value.byteLength - (received - limitBytes);
      return text + decoder.decode(value.subarray(0, room));
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** Frees the connection when the body is of no interest (redirects, 204s). */
export async function discardBody(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}
