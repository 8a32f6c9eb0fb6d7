import "server-only";
import type { z } from "zod";
import {
  UpstreamError,
  invalidArgumentError,
  invalidResponseError,
  isUpstreamError,
  payloadTooLargeError,
  redirectError,
  timeoutError,
  truncate,
  unreachableError,
  upstreamErrorFromResponse,
} from "./errors";
import {
  actionBody,
  isJsonObjectText,
  KNOWN_ERROR_STATUSES,
  LOGGED_BODY_LIMIT,
  logUnusableAnswer,
  type UnusableAnswer,
} from "./answers";
import { isRetryableStatus, retryDelay, type ResolvedRetryOptions } from "./retry";
import type { Transport } from "./transport";
import { buildUrl, type QueryParams } from "./url";

/**
 * The one place a request leaves for the upstream. Headers are built from nothing (never copied
 * from an incoming request), redirects are refused, every attempt has a timeout, and only requests
 * that are safe to repeat are retried.
 */

export type { UnusableAnswer } from "./answers";

export const MIB = 1024 * 1024;
const ERROR_BODY_LIMIT = 64 * 1024;

export interface HttpConfig {
  baseUrl: string;
  apiKey: string;
  userAgent: string;
  timeoutMs: number;
  transport: Transport;
  retry: ResolvedRetryOptions;
  /** Name of the idempotency header on writes that carry a key (the spec does not name it). */
  idempotencyHeader?: string;
  /** Where answers the console could not use are reported; the server log by default. */
  logUnusable?: (entry: UnusableAnswer) => void;
}

export interface Answer {
  status: number;
  text: string;
}

export type RequestBody = { json: unknown } | { form: FormData };

export interface HttpRequest {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** Built with the `path` template of ./url, never taken from a caller. */
  path: string;
  query?: QueryParams;
  body?: RequestBody;
  /** Refused with 413 before anything is sent. */
  maxRequestBytes?: number;
  maxResponseBytes?: number;
  idempotencyKey?: string;
  signal?: AbortSignal;
  accept?: string;
  /** Overrides the configured retries, e.g. 0 where an answer is wanted at once. */
  retries?: number;
}

interface EncodedBody {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

interface AttemptResult {
  ok: boolean;
  status: number;
  text: string;
  retryAfter: string | null;
}

/** Failures on the way (no answer at all), as opposed to an answer that says no. */
function isTransient(error: unknown): boolean {
  return (
    error instanceof UpstreamError &&
    error.origin === "console" &&
    (error.code === "UPSTREAM_TIMEOUT" || error.code === "UPSTREAM_UNREACHABLE")
  );
}

export function createHttp(config: HttpConfig) {
  const report = config.logUnusable ?? logUnusableAnswer;
  const unusable = (request: HttpRequest, status: number, problem: string, text: string) =>
    report({
      endpoint: `${request.method} ${request.path}`,
      status,
      problem,
      body: truncate(text, LOGGED_BODY_LIMIT),
    });

  async function send(request: HttpRequest): Promise<Answer> {
    const url = buildUrl(config.baseUrl, request.path, request.query);
    const body = await encodeBody(request.body, request.maxRequestBytes ?? MIB);
    const headers = outboundHeaders(config, request, body);
    // A write may be repeated only when the upstream can recognise the repeat.
    const repeatable = request.method === "GET" || request.idempotencyKey !== undefined;
    const attempts = repeatable ? (request.retries ?? config.retry.retries) + 1 : 1;

    // A hanging upstream would otherwise hold a page for (retries + 1) full timeouts: one repeat
    // after a timeout, then the user is told.
    let timeouts = 0;
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt + 1 >= attempts;
      let response: AttemptResult;
      try {
        response = await attemptOnce(url, request, headers, body);
      } catch (error) {
        if (isUpstreamError(error) && error.code === "UPSTREAM_TIMEOUT") timeouts += 1;
        if (last || !isTransient(error) || timeouts >= 2) throw error;
        await config.retry.sleep(retryDelay(attempt, null, config.retry), request.signal);
        continue;
      }
      if (response.ok) return { status: response.status, text: response.text };
      const error = upstreamErrorFromResponse(response.status, response.text);
      // Statuses an operator should see (the upstream failing, or one the spec never lists) are
      // logged; ordinary refusals (400, 404, 409...) are answers, not drift.
      if (response.status >= 500 || !KNOWN_ERROR_STATUSES.has(response.status)) {
        unusable(request, response.status, error.message, response.text);
      }
      if (last || !isRetryableStatus(response.status)) throw error;
      await config.retry.sleep(
        retryDelay(attempt, response.retryAfter, config.retry),
        request.signal,
      );
    }
  }

  async function attemptOnce(
    url: URL,
    request: HttpRequest,
    headers: Record<string, string>,
    body: EncodedBody | undefined,
  ): Promise<AttemptResult> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), config.timeoutMs);
    const signal = request.signal
      ? AbortSignal.any([request.signal, timeout.signal])
      : timeout.signal;
    try {
      const response = await config.transport(url, {
        method: request.method,
        headers,
        body: body?.bytes,
        signal,
      });
      if (response.redirect) {
        await response.discard();
        throw redirectError(response.status);
      }
      const ok = response.status >= 200 && response.status < 300;
      const text = ok
        ? await response.text(request.maxResponseBytes ?? 10 * MIB, "error")
        : await response.text(ERROR_BODY_LIMIT, "truncate");
      return { ok, status: response.status, text, retryAfter: response.header("retry-after") };
    } catch (error) {
      if (request.signal?.aborted) throw request.signal.reason;
      if (timeout.signal.aborted) throw timeoutError(config.timeoutMs);
      if (error instanceof UpstreamError) throw error;
      throw unreachableError(error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Parses an answer, logging (and throwing) when it cannot be used. */
  function parseAnswer<S extends z.ZodType>(
    request: HttpRequest,
    answer: Answer,
    schema: S,
  ): z.output<S> {
    try {
      return parseJson(answer.text, schema);
    } catch (error) {
      if (isUpstreamError(error)) {
        const problem = error.details?.map((d) => `${d.path || "(root)"}: ${d.message}`);
        unusable(request, answer.status, problem?.join("; ") ?? error.message, answer.text);
      }
      throw error;
    }
  }

  return {
    send,
    async json<S extends z.ZodType>(request: HttpRequest, schema: S): Promise<z.output<S>> {
      const answer = await send({ accept: "application/json", ...request });
      return parseAnswer(request, answer, schema);
    },
    /**
     * For actions whose answer the spec does not show: any 2xx is success. A JSON object is
     * parsed by the (tolerant) schema; an empty body, text or other JSON reads as `{}`, or as
     * `{ message }` for a short plain-text answer, so the user is told what the upstream said.
     */
    async action<S extends z.ZodType>(request: HttpRequest, schema: S): Promise<z.output<S>> {
      const answer = await send({ accept: "application/json", ...request });
      return schema.parse(actionBody(answer.text)) as z.output<S>;
    },
    /**
     * An answer that should hold a resource but, the spec not saying so, may be empty (204) or
     * not JSON: undefined then, so the caller can read the resource instead. A JSON object that
     * does not fit is still an unusable answer (logged and thrown).
     */
    async optionalJson<S extends z.ZodType>(
      request: HttpRequest,
      schema: S,
    ): Promise<z.output<S> | undefined> {
      const answer = await send({ accept: "application/json", ...request });
      if (!isJsonObjectText(answer.text)) return undefined;
      return parseAnswer(request, answer, schema);
    },
    async text(request: HttpRequest): Promise<string> {
      const answer = await send({
        accept: "text/markdown, text/plain;q=0.9, application/json;q=0.8",
        ...request,
      });
      return answer.text;
    },
    async empty(request: HttpRequest): Promise<void> {
      await send({ accept: "application/json", ...request });
    },
  };
}

export type Http = ReturnType<typeof createHttp>;

export function parseJson<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw invalidResponseError("The answer is not JSON", text);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw invalidResponseError(result.error, text);
  return result.data;
}

function outboundHeaders(
  config: HttpConfig,
  request: HttpRequest,
  body: EncodedBody | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {
    "x-api-key": config.apiKey,
    accept: request.accept ?? "application/json",
    "user-agent": config.userAgent,
  };
  if (body) headers["content-type"] = body.contentType;
  if (request.idempotencyKey !== undefined) {
    if (!/^[\x21-\x7e]{1,255}$/.test(request.idempotencyKey)) {
      throw invalidArgumentError(
        "INVALID_IDEMPOTENCY_KEY",
        "The idempotency key must be 1 to 255 visible ASCII characters",
      );
    }
    headers[(config.idempotencyHeader ?? "Idempotency-Key").toLowerCase()] = request.idempotencyKey;
  }
  return headers;
}

async function encodeBody(
  body: RequestBody | undefined,
  limitBytes: number,
): Promise<EncodedBody | undefined> {
  if (body === undefined) return undefined;
  let encoded: EncodedBody;
  if ("json" in body) {
    encoded = {
      bytes: new TextEncoder().encode(JSON.stringify(body.json)),
      contentType: "application/json",
    };
  } else {
    // Encoding the form ourselves gives its exact size before sending, a Content-Type with the
    // boundary that we set explicitly, and bytes that can be sent again on a retry.
    const response = new Response(body.form);
    encoded = {
      bytes: new Uint8Array(await response.arrayBuffer()),
      contentType: response.headers.get("content-type") ?? "multipart/form-data",
    };
  }
  if (encoded.bytes.byteLength > limitBytes) {
    throw payloadTooLargeError(encoded.bytes.byteLength, limitBytes);
  }
  return encoded;
}
