import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

/**
 * One POST of a delivery; resolves with the answer's status code, rejects when there is no answer
 * (refused, reset, timed out, cancelled). Plain node:http rather than fetch, so the receiver sees
 * exactly the headers of spec §6 and nothing a browser-like client adds. Every socket error has a
 * listener, so a receiver that resets the connection can never crash the sandbox.
 */
export function postOnce(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<number> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new Error("delivery cancelled"));
      return;
    }
    const target = new URL(url);
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    const payload = Buffer.from(body, "utf8");
    const req = send(target, {
      method: "POST",
      headers: { ...headers, "Content-Length": String(payload.length) },
      agent: false,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
      outcome();
    };
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    timer.unref();
    const onAbort = () => req.destroy(new Error("delivery cancelled"));
    signal.addEventListener("abort", onAbort, { once: true });

    req.on("response", (res) => {
      res.on("error", () => undefined);
      res.resume();
      // The status is what counts; a body that never ends must not hold the socket forever.
      const drain = setTimeout(() => req.destroy(), timeoutMs);
      drain.unref();
      res.on("close", () => clearTimeout(drain));
      settle(() => resolve(res.statusCode ?? 0));
    });
    req.on("error", (error) => settle(() => reject(error)));
    req.end(payload);
  });
}
