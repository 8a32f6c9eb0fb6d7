import { invalidArgumentError, UpstreamError } from "./errors";

/**
 * Upstream URLs are only ever made here, from fixed path templates: every interpolated value is
 * one encoded path segment, so an id can neither add segments nor climb out with `..`.
 */

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** Tagged template: `path\`/flow-runs/${runId}/output\``. */
export function path(strings: TemplateStringsArray, ...params: string[]): string {
  return strings.reduce(
    (built, literal, index) =>
      built + literal + (index < params.length ? segment(params[index]) : ""),
    "",
  );
}

function segment(value: unknown): string {
  // encodeURIComponent leaves dots alone, so `.` and `..` would still be dot segments that the URL
  // parser resolves; an empty id would silently address the parent collection.
  if (typeof value !== "string" || value === "" || value === "." || value === "..") {
    throw invalidArgumentError("INVALID_PATH_PARAMETER", "The identifier in the path is not valid");
  }
  return encodeURIComponent(value);
}

export function buildUrl(baseUrl: string, pathname: string, query?: QueryParams): URL {
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/+$/, "");
  const url = new URL(base.origin);
  url.pathname = basePath + pathname;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  url.search = search.toString();
  // Belt and braces: whatever the parser made of the path, it must stay under the base URL.
  if (url.origin !== base.origin || !url.pathname.startsWith(`${basePath}/`)) {
    throw invalidArgumentError("INVALID_PATH_PARAMETER", "The request path is not valid");
  }
  return url;
}

/**
 * A document's `url` as something the key may be sent to: absolute or relative (read against the
 * base URL), http(s), on exactly the configured upstream's origin, without credentials. Anything
 * else is refused, so a document cannot turn the console into an open proxy.
 */
export function documentUrl(baseUrl: string, given: string): URL {
  const base = new URL(baseUrl);
  let url: URL;
  try {
    url = new URL(given, base.href.endsWith("/") ? base.href : `${base.href}/`);
  } catch {
    throw invalidArgumentError("INVALID_DOCUMENT_URL", "The document's download URL is not valid");
  }
  if (url.origin !== base.origin || url.username || url.password) {
    // The upstream's answer is what cannot be used here, hence a 502 rather than the caller's 400.
    throw new UpstreamError({
      status: 502,
      code: "UPSTREAM_FOREIGN_DOCUMENT_URL",
      message:
        "The document's download address is not on the compliance service, so the console does not fetch it with its key. Ask an admin to check the service's document URLs.",
      origin: "console",
    });
  }
  url.hash = "";
  return url;
}
