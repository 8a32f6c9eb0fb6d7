/**
 * The console API's one error contract, shared by the server's mapper (lib/http/errors.ts) and
 * the browser's parsers (lib/queries/fetch-json.ts, lib/cdd/upload-document.ts): every error body
 * is `{ error: { code, message, details? } }`. Read by hand, without zod: this file reaches every
 * page's client bundle through fetchJson, where even `zod/mini` brought zod's core (~23 KB gz).
 */

/** Every code the console itself answers with, and the one status each always has. */
export const ERROR_STATUS = {
  INVALID_JSON: 400,
  BODY_REQUIRED: 400,
  INVALID_MULTIPART: 400,
  MISSING_EVENT_ID: 400,
  EVENT_MISMATCH: 400,
  UNAUTHENTICATED: 401,
  INVALID_SIGNATURE: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  DOCUMENT_NOT_FOUND: 404,
  FLOW_NOT_REGISTERED: 404,
  KEY_NOT_FOUND: 404,
  SETUP_LINK_INVALID: 404,
  SHARE_NOT_FOUND: 404,
  NOTHING_TO_EXPORT: 404,
  WORK_ITEM_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  ALREADY_REVOKED: 409,
  ALREADY_SET_UP: 409,
  EMAIL_TAKEN: 409,
  FLOW_ALREADY_REGISTERED: 409,
  KEY_FROM_ENVIRONMENT: 409,
  LAST_ADMIN: 409,
  REPORT_NOT_AVAILABLE: 409,
  SELF_CHANGE: 409,
  CONFLICT: 409,
  ITEM_CHANGED: 409,
  RUN_INPUT_UNKNOWN: 409,
  NO_ALERT: 409,
  NO_REMEDIATION_FLOW: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_ITEMS: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_ERROR: 422,
  KEY_TEST_FAILED: 422,
  NOT_A_PDF: 422,
  ACTION_NOT_AVAILABLE: 422,
  UNKNOWN_ASSIGNEE: 422,
  UNKNOWN_DECISION: 422,
  INTERNAL_ERROR: 500,
  UPSTREAM_UNAUTHORIZED: 502,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/** Codes only the browser gives itself, when no answer came back. */
export type ClientErrorCode = "NETWORK_ERROR" | "ABORTED";

/** One field's problem. `path` is a dot path (console) or a JSON pointer (some upstream answers). */
export interface ErrorDetail {
  path?: string;
  field?: string;
  message: string;
  code?: string;
}

/**
 * `code` stays a string: upstream errors keep the service's own code (e.g. a flow's
 * `INPUT_INVALID`) so the browser can tell them apart; the console's own are `ErrorCode`s.
 */
export interface ErrorEnvelope {
  error: { code: string; message: string; details?: ErrorDetail[] };
}

/** Limits that keep a hostile or broken body from becoming a page-sized message. */
const MAX_CODE = 100;
const MAX_MESSAGE = 4000;
const MAX_DETAILS = 100;

/**
 * The envelope from a parsed response body, or null when the body is not one. Only the contract's
 * keys are kept (anything else in the body is dropped), so what a component shows is what the
 * contract allows.
 */
export function readErrorEnvelope(body: unknown): ErrorEnvelope["error"] | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, details } = body.error;
  if (typeof code !== "string" || code.length < 1 || code.length > MAX_CODE) return null;
  if (typeof message !== "string" || message.length > MAX_MESSAGE) return null;
  if (details === undefined) return { code, message };
  if (!Array.isArray(details) || details.length > MAX_DETAILS) return null;
  const read: ErrorDetail[] = [];
  for (const detail of details) {
    const one = readDetail(detail);
    if (!one) return null;
    read.push(one);
  }
  return { code, message, details: read };
}

function readDetail(value: unknown): ErrorDetail | null {
  if (!isRecord(value) || typeof value.message !== "string") return null;
  const detail: ErrorDetail = { message: value.message };
  for (const key of ["path", "field", "code"] as const) {
    const text = value[key];
    if (text === undefined) continue;
    if (typeof text !== "string") return null;
    detail[key] = text;
  }
  return detail;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
