/**
 * The browser side of the console's error contract (STYLE.md): every console API error body is
 * `{ error: { code, message, details? } }`. `fetchJson` turns it into a typed ApiClientError so
 * components show the server's message, not a generic failure.
 */
export interface ErrorDetail {
  path?: string;
  field?: string;
  message: string;
}

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
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string; details?: ErrorDetail[] } })
      ?.error;
    throw new ApiClientError(
      response.status,
      error?.code ?? `HTTP_${response.status}`,
      error?.message ?? `The request failed (${response.status}).`,
      error?.details,
    );
  }
  return body as T;
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
