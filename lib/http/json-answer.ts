/**
 * A JSON answer from a route handler: the platform's Response with the body serialised once.
 * `NextResponse.json` builds cookie and URL helpers on every answer that no API route uses, and
 * `Response.json` runs its init through WebIDL conversions; together about a tenth of the
 * console's own work on a proxied GET. `lib/http/route-files.test.ts` keeps API routes on this.
 */
export function jsonAnswer(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const text = JSON.stringify(body);
  // What Response.json refuses too: undefined, a function or a symbol serialise to nothing.
  if (text === undefined) throw new TypeError("The answer's body cannot be written as JSON.");
  return new Response(text, {
    status: init.status ?? 200,
    headers: { "content-type": "application/json", ...init.headers },
  });
}
