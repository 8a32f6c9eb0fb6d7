import "server-only";
import { jsonAnswer } from "@/lib/http/json-answer";
import { ZodError } from "zod";
import { isUpstreamError, type UpstreamError } from "@/lib/api/errors";
import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorDetail,
  type ErrorEnvelope,
} from "@/lib/http/error-contract";

export type { ErrorCode, ErrorDetail };

/**
 * The server half of the console API's one error contract (lib/http/error-contract.ts):
 * `{ error: { code, message, details? } }`, 401/403/404/409/413/422/502/504/500 meaning what the
 * upstream's statuses mean. A console code always answers with its one status: the type of
 * `status` follows from `code`, so `new ApiError(404, "FORBIDDEN", …)` does not compile.
 */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly status: (typeof ERROR_STATUS)[C],
    readonly code: C,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

/** A console error answer; its status is the one the code has. */
export function errorResponse<C extends ErrorCode>(
  status: (typeof ERROR_STATUS)[C],
  code: C,
  message: string,
  details?: ErrorDetail[],
  headers?: Record<string, string>,
): Response {
  return envelopeResponse(status, code, message, details, headers);
}

function envelopeResponse(
  status: number,
  code: string,
  message: string,
  details?: ErrorDetail[],
  headers?: Record<string, string>,
): Response {
  const body: ErrorEnvelope = {
    error: details?.length ? { code, message, details } : { code, message },
  };
  return jsonAnswer(body, {
    status,
    headers: { "Cache-Control": "no-store", ...headers },
  });
}

export function zodDetails(error: ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
    code: issue.code,
  }));
}

/** Every error a route can meet, as a response in the contract; unknown ones are logged, not shown. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return envelopeResponse(error.status, error.code, error.message, error.details);
  }
  if (error instanceof ZodError) {
    return errorResponse(422, "VALIDATION_ERROR", "Some fields are not valid.", zodDetails(error));
  }
  if (isUpstreamError(error)) return upstreamErrorResponse(error);
  console.error("[console] unexpected error in a route handler:", error);
  return errorResponse(500, "INTERNAL_ERROR", "Something went wrong on the console's side.");
}

/**
 * Upstream errors keep their meaning. Two are translated: the upstream's 400 for a bad input is
 * the console's 422 (the browser's request was well-formed), and the upstream's 401 is about the
 * console's stored key, not the user's session, so it must not read as "sign in again".
 */
function upstreamErrorResponse(error: UpstreamError): Response {
  const details = error.details?.map((detail) => ({ ...detail }));
  if (error.status === 401) {
    return errorResponse(
      ERROR_STATUS.UPSTREAM_UNAUTHORIZED,
      "UPSTREAM_UNAUTHORIZED",
      "The compliance service rejected the console's API key. An admin must set a valid key under Settings → API key.",
    );
  }
  if (error.status === 400) return envelopeResponse(422, error.code, error.message, details);
  if ([404, 409, 413, 415, 422].includes(error.status)) {
    return envelopeResponse(error.status, error.code, error.message, details);
  }
  if (error.status === 504) return envelopeResponse(504, error.code, error.message);
  return envelopeResponse(502, error.code, error.message, details);
}
