import * as z from "zod/mini";

/**
 * The console API's one error contract, shared by the server's mapper (lib/http/errors.ts) and
 * the browser's parsers (lib/queries/fetch-json.ts, lib/cdd/upload-document.ts): every error body
 * is `{ error: { code, message, details? } }`. `zod/mini` because this file reaches every page's
 * client bundle through fetchJson; the full zod would cost that bundle far more.
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

export const errorDetailSchema = z.object({
  /** A dot path (console) or a JSON pointer (some upstream answers). */
  path: z.optional(z.string()),
  field: z.optional(z.string()),
  message: z.string(),
  code: z.optional(z.string()),
});

/**
 * `code` stays a string: upstream errors keep the service's own code (e.g. a flow's
 * `INPUT_INVALID`) so the browser can tell them apart; the console's own are `ErrorCode`s.
 */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string().check(z.minLength(1), z.maxLength(100)),
    message: z.string().check(z.maxLength(4000)),
    details: z.optional(z.array(errorDetailSchema).check(z.maxLength(100))),
  }),
});

export type ErrorDetail = z.infer<typeof errorDetailSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The envelope from a parsed response body, or null when the body is not one. */
export function readErrorEnvelope(body: unknown): ErrorEnvelope["error"] | null {
  const parsed = errorEnvelopeSchema.safeParse(body);
  return parsed.success ? parsed.data.error : null;
}
