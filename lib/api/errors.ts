import type { z } from "zod";

/**
 * The client's one error type. Whatever shape the upstream used (spec §7 shows four) or whatever
 * went wrong on the way (timeout, redirect, bad JSON), callers see a status, a stable code, a
 * readable message and optional per-field details, so one mapper can answer the browser.
 */

export interface UpstreamErrorDetail {
  /** Dot-joined when the upstream gave a path array, verbatim when it gave a string. */
  path: string;
  message: string;
  code?: string;
}

/** `upstream`: the compliance service said so; `console`: the client refused or gave up. */
export type UpstreamErrorOrigin = "upstream" | "console";

export interface UpstreamErrorInit {
  status: number;
  code: string;
  message: string;
  details?: UpstreamErrorDetail[];
  rawBody?: string;
  origin?: UpstreamErrorOrigin;
  cause?: unknown;
}

const RAW_BODY_LIMIT = 2048;
const DETAILS_LIMIT = 100;

export class UpstreamError extends Error {
  override readonly name = "UpstreamError";
  readonly status: number;
  readonly code: string;
  readonly details?: UpstreamErrorDetail[];
  /** The start of the upstream body, for diagnostics; never the request or its headers. */
  readonly rawBody?: string;
  readonly origin: UpstreamErrorOrigin;

  constructor(init: UpstreamErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    if (init.details && init.details.length > 0)
      this.details = init.details.slice(0, DETAILS_LIMIT);
    if (init.rawBody !== undefined) this.rawBody = truncate(init.rawBody, RAW_BODY_LIMIT);
    this.origin = init.origin ?? "upstream";
  }

  /** The console API's error body: `{ error: toJSON() }`. */
  toJSON(): { code: string; message: string; details?: UpstreamErrorDetail[] } {
    return this.details
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message };
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  // `instanceof` alone fails across bundles: instrumentation and route handlers each load this
  // module, and share one client through globalThis (lib/api/upstream.ts), so the name is checked too.
  return (
    error instanceof UpstreamError ||
    (error instanceof Error &&
      error.name === "UpstreamError" &&
      typeof (error as { status?: unknown }).status === "number" &&
      typeof (error as { code?: unknown }).code === "string")
  );
}

export function truncate(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}… (${text.length - limit} more)`;
}

export function timeoutError(timeoutMs: number): UpstreamError {
  return new UpstreamError({
    status: 504,
    code: "UPSTREAM_TIMEOUT",
    message: `The compliance service did not answer within ${timeoutMs} ms`,
    origin: "console",
  });
}

export function unreachableError(cause: unknown): UpstreamError {
  return new UpstreamError({
    status: 502,
    code: "UPSTREAM_UNREACHABLE",
    message: "The compliance service could not be reached",
    origin: "console",
    cause,
  });
}

export function redirectError(status: number): UpstreamError {
  return new UpstreamError({
    status: 502,
    code: "UPSTREAM_REDIRECT",
    message: `The compliance service answered with a redirect (${status}), which is not followed`,
    origin: "console",
  });
}

export function responseTooLargeError(limitBytes: number): UpstreamError {
  return new UpstreamError({
    status: 502,
    code: "UPSTREAM_RESPONSE_TOO_LARGE",
    message: `The compliance service's answer is larger than ${limitBytes} bytes`,
    origin: "console",
  });
}

export function payloadTooLargeError(sizeBytes: number, limitBytes: number): UpstreamError {
  return new UpstreamError({
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: `The request body is ${sizeBytes} bytes; at most ${limitBytes} bytes can be sent`,
    origin: "console",
  });
}

/** `problem`: the schema's verdict, or a sentence when the body could not even be read as JSON. */
export function invalidResponseError(
  problem: z.ZodError | string,
  rawBody?: string,
): UpstreamError {
  return new UpstreamError({
    status: 502,
    code: "UPSTREAM_INVALID_RESPONSE",
    message:
      "The compliance service answered in a form the console cannot read, so nothing is shown rather than something wrong. The answer is logged on the server for an admin; if it persists, the service has changed and the console needs updating.",
    details: typeof problem === "string" ? [{ path: "", message: problem }] : issueDetails(problem),
    rawBody,
    origin: "console",
  });
}

/** A request the client refuses to send, e.g. a body that fails its schema. */
export function invalidRequestError(error: z.ZodError): UpstreamError {
  return new UpstreamError({
    status: 400,
    code: "VALIDATION_ERROR",
    message: error.issues[0]?.message ?? "The request is not valid",
    details: issueDetails(error),
    origin: "console",
  });
}

export function invalidArgumentError(code: string, message: string): UpstreamError {
  return new UpstreamError({ status: 400, code, message, origin: "console" });
}

function issueDetails(error: z.ZodError): UpstreamErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
    code: issue.code,
  }));
}

const CODE_BY_STATUS: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_ENTITY",
  429: "RATE_LIMITED",
};

// The CDD endpoints answer with messages only; these are the ones the UI must tell apart.
const CODE_BY_MESSAGE: [RegExp, string][] = [
  [/^case not found\.?$/i, "CASE_NOT_FOUND"],
  [/^invalid case id format\.?$/i, "INVALID_CASE_ID"],
  [/^case is not completed\.?$/i, "CASE_NOT_COMPLETED"],
];

const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

/**
 * Normalises a non-2xx answer. Shapes handled (spec §7): `{ code, message, details }`,
 * `{ errors: [{ path, message, code }] }`, `{ error }` and `{ message, error?, errors? }`; anything
 * else (HTML from a proxy, empty body) still gives a stable code from the status.
 */
export function upstreamErrorFromResponse(status: number, bodyText: string): UpstreamError {
  const body = parseJson(bodyText);
  const record = isRecord(body) ? body : undefined;
  const nested = record && isRecord(record.error) ? record.error : undefined;

  const details = [
    ...toDetails(record?.details),
    ...toDetails(record?.errors),
    ...toDetails(nested?.details),
  ];
  const message =
    text(record?.message) ??
    text(record?.error) ??
    text(nested?.message) ??
    details[0]?.message ??
    (typeof body === "string" ? text(body) : undefined) ??
    plainText(bodyText) ??
    `The compliance service answered with status ${status}`;

  const givenCode = [record?.code, nested?.code].find(
    (value): value is string => typeof value === "string" && CODE_PATTERN.test(value),
  );
  const messages = [record?.message, record?.error, nested?.message].filter(
    (value): value is string => typeof value === "string",
  );
  const code =
    givenCode ??
    CODE_BY_MESSAGE.find(([pattern]) => messages.some((m) => pattern.test(m.trim())))?.[1] ??
    // A bare list of field errors is a validation failure, like VALIDATION_ERROR on the flows.
    (status === 400 && Array.isArray(record?.errors) && details.length > 0
      ? "VALIDATION_ERROR"
      : undefined) ??
    codeFromStatus(status);

  return new UpstreamError({ status, code, message, details, rawBody: bodyText });
}

export function codeFromStatus(status: number): string {
  if (status >= 500) return "UPSTREAM_ERROR";
  return CODE_BY_STATUS[status] ?? `HTTP_${status}`;
}

function parseJson(bodyText: string): unknown {
  try {
    return JSON.parse(bodyText) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

// A short text/plain answer is worth showing; an HTML page is not.
function plainText(bodyText: string): string | undefined {
  const trimmed = bodyText.trim();
  if (trimmed === "" || trimmed.startsWith("<") || trimmed.startsWith("{")) return undefined;
  return truncate(trimmed, 300);
}

function toDetails(value: unknown): UpstreamErrorDetail[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): UpstreamErrorDetail[] => {
    if (typeof item === "string") return [{ path: "", message: item }];
    if (!isRecord(item)) return [];
    const path = Array.isArray(item.path)
      ? item.path.map(String).join(".")
      : (text(item.field) ?? text(item.path) ?? "");
    const message = text(item.message) ?? text(item.error) ?? "Invalid value";
    const code = text(item.code);
    return [code ? { path, message, code } : { path, message }];
  });
}
