import { readErrorEnvelope, type ErrorDetail } from "@/lib/http/error-contract";

export type { ErrorDetail };

/**
 * The browser side of the console's error contract (lib/http/error-contract.ts): every console API
 * error body is `{ error: { code, message, details? } }`, read by the same schema the server's
 * mapper writes with. Errors become a typed ApiClientError, so components show the server's
 * message and field details, not a generic failure.
 */

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

export async function fetchJson<T>(input: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(input, {
      ...init,
      headers: { Accept: "application/json", ...init?.headers },
      credentials: "same-origin",
    });
  } catch {
    throw new ApiClientError(
      0,
      "NETWORK_ERROR",
      "The console could not be reached. Check your connection and try again.",
    );
  }
  const text = await response.text();
  const body: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) throw toClientError(response.status, body, "The request failed");
  return body as T;
}

/** A failed answer as an ApiClientError; a body that is not the envelope still says its status. */
export function toClientError(status: number, body: unknown, fallback: string): ApiClientError {
  const error = readErrorEnvelope(body);
  return error
    ? new ApiClientError(status, error.code, error.message, error.details)
    : new ApiClientError(status, `HTTP_${status}`, `${fallback} (${status}).`);
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The console's server already retries the upstream (with backoff) before it answers 502/504, so
 * the browser retries only when the console itself could not be reached.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 0 && failureCount < 2;
}
