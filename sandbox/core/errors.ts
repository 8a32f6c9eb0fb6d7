/**
 * The four error body shapes of spec §7, and which endpoint family uses which
 * (docs/spec-assumptions.md, "Error bodies per endpoint family").
 */
export type ErrorFamily =
  /** `{ code, message, details? }`: flows and flow runs */
  | "flow"
  /** `{ message, error?, errors? }`: CDD endpoints other than creation */
  | "cdd"
  /** `{ error }`: monitoring lists, name screening, blocked companies, webhooks, control plane */
  | "error";

export interface FieldIssue {
  path: string[];
  message: string;
  code: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === "object" && body !== null ? JSON.stringify(body) : String(body));
  }
}

const defaultCodes: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  500: "INTERNAL_ERROR",
  502: "BAD_GATEWAY",
  503: "SERVICE_UNAVAILABLE",
};

/** An error in the shape the family uses; `code` only matters to the flow family. */
export function familyError(
  family: ErrorFamily,
  status: number,
  message: string,
  code = defaultCodes[status] ?? "ERROR",
): HttpError {
  switch (family) {
    case "flow":
      return new HttpError(status, { code, message });
    case "cdd":
      return new HttpError(status, { message });
    case "error":
      return new HttpError(status, { error: message });
  }
}

/** 400 VALIDATION_ERROR with one `{ field, message }` per failing field (spec 4.1). */
export function flowValidationError(details: { field: string; message: string }[]): HttpError {
  return new HttpError(400, {
    code: "VALIDATION_ERROR",
    message: "Input does not match the flow's input schema",
    details,
  });
}

/** `{ errors: [{ path, message, code }] }`: CDD creation and unparseable execution queries. */
export function issuesError(issues: FieldIssue[], status = 400): HttpError {
  return new HttpError(status, { errors: issues });
}
