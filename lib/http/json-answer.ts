/**
 * A JSON answer from a route handler: the platform's Response with the body serialised once.
 * `NextResponse.json` adds cookie and URL helpers no API route uses, and `Response.json` runs its
 * init through WebIDL conversions: for the 6 KB alerts page, 40 and 39 µs against 30 µs here in
 * one microbenchmark on Node 20. `lib/http/route-files.test.ts` keeps API routes on this.
 */
export function jsonAnswer(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const text = JSON.stringify(body);
  // What Response.json refuses too: undefined, a function or a symbol serialise to nothing.
  if (text === undefined) throw new TypeError("The answer's body cannot be written as JSON.");
  // Names lower-cased, so a caller's own Content-Type replaces ours instead of joining it.
  const headers: Record<string, string> = { "content-type": "application/json" };
  for (const [name, value] of Object.entries(init.headers ?? {}))
    headers[name.toLowerCase()] = value;
  return new Response(text, { status: init.status ?? 200, headers });
}
