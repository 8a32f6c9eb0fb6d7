import "server-only";
import type { z } from "zod";
import packageJson from "@/package.json";
import {
  invalidArgumentError,
  invalidRequestError,
  isUpstreamError,
  payloadTooLargeError,
  redirectError,
  responseTooLargeError,
  timeoutError,
  unreachableError,
  upstreamErrorFromResponse,
  type UpstreamError,
} from "./errors";
import { createHttp, MIB, type HttpConfig, type RequestBody } from "./http";
import { discardBody, readBodyText } from "./read-body";
import { DEFAULT_RETRY, type ResolvedRetryOptions, type RetryOptions } from "./retry";
import {
  cddAcknowledgementSchema,
  cddCaseDetailSchema,
  cddCaseSchema,
  cddCreateBodySchema,
  cddDocumentSchema,
  cddDocumentTypeSchema,
  cddListParamsSchema,
  cddListSchema,
  runCddChecksBodySchema,
  type CddCreateInput,
  type CddDocument,
  type CddDocumentType,
  type CddListParams,
  type RunCddChecksBody,
} from "./schemas/cdd";
import { flowRunSchema, triggerFlowRunResponseSchema } from "./schemas/flow-run";
import { flowRunOutputSchema } from "./schemas/flow-run-output";
import {
  monitoringAlertListParamsSchema,
  monitoringAlertListSchema,
  monitoringExecutionListParamsSchema,
  monitoringExecutionListSchema,
  monitoringListParamsSchema,
  monitoringListSchema,
  type MonitoringAlertListParams,
  type MonitoringExecutionListParams,
  type MonitoringListParams,
} from "./schemas/monitoring";
import { screeningAlertSchema, screeningSearchSchema } from "./schemas/screening";
import {
  webhookCreateBodySchema,
  webhookListSchema,
  webhookPatchBodySchema,
  webhookSchema,
  type WebhookCreateBody,
  type WebhookPatchBody,
} from "./schemas/webhook";
import { documentUrl, path, type QueryParams } from "./url";
import { fetchTransport, upstreamTransport } from "./transport";

/**
 * The compliance service client: one method per endpoint, each answer parsed by its schema. The
 * API key lives only in this closure; nothing returned by the client exposes it.
 */

export interface ComplianceClientOptions {
  baseUrl: string;
  apiKey: string;
  /** Per attempt, including reading the body. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  retry?: RetryOptions;
  /** Largest document upload; the console's own limit sits below the upstream's. */
  maxUploadBytes?: number;
  /** Largest flow run output accepted; other JSON answers are capped at 10 MiB. */
  maxOutputBytes?: number;
  /** Name of the idempotency header on `POST /cdds` (not named by the spec). */
  idempotencyHeader?: string;
  logUnusable?: HttpConfig["logUnusable"];
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface UploadCddDocumentInput {
  type: CddDocumentType;
  file: Blob;
  fileName: string;
}

/** A file streamed from the upstream; the body is cut (with an error) past the download limit. */
export interface DownloadedFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  contentLength?: number;
}

export type ConnectionResult = { ok: true } | { ok: false; error: UpstreamError };

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function createComplianceClient(options: ComplianceClientOptions) {
  if (!/^https?:\/\//i.test(options.baseUrl) || !URL.canParse(options.baseUrl)) {
    throw invalidArgumentError("INVALID_BASE_URL", "The compliance service URL must be http(s)");
  }
  if (!/^[\x21-\x7e]{1,512}$/.test(options.apiKey)) {
    throw invalidArgumentError("INVALID_API_KEY", "The API key must be visible ASCII characters");
  }
  const maxUploadBytes = options.maxUploadBytes ?? 20 * MIB;
  const http = createHttp({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    userAgent: `compliance-console/${packageJson.version}`,
    timeoutMs: options.timeoutMs ?? 10_000,
    transport: options.fetch ? fetchTransport(options.fetch) : upstreamTransport,
    retry: resolveRetry(options.retry),
    idempotencyHeader: options.idempotencyHeader,
    logUnusable: options.logUnusable,
  });

  const get = <S extends z.ZodType>(
    pathname: string,
    schema: S,
    call?: CallOptions,
    query?: QueryParams,
  ) => http.json({ method: "GET", path: pathname, query, signal: call?.signal }, schema);

  const send = <S extends z.ZodType>(
    method: "POST" | "PATCH",
    pathname: string,
    schema: S,
    body: RequestBody | undefined,
    call?: CallOptions & { idempotencyKey?: string },
  ) =>
    http.json(
      { method, path: pathname, body, idempotencyKey: call?.idempotencyKey, signal: call?.signal },
      schema,
    );

  return {
    // POST /flows/{flowId}/runs
    triggerFlowRun: async (flowId: string, input: Record<string, unknown>, call?: CallOptions) =>
      send(
        "POST",
        path`/flows/${flowId}/runs`,
        triggerFlowRunResponseSchema,
        { json: { input } },
        call,
      ),
    // GET /flow-runs/{runId}
    getFlowRun: async (runId: string, call?: CallOptions) =>
      get(path`/flow-runs/${runId}`, flowRunSchema, call),
    // GET /flow-runs/{runId}/output
    getFlowRunOutput: async (runId: string, call?: CallOptions) =>
      http.json(
        {
          method: "GET",
          path: path`/flow-runs/${runId}/output`,
          maxResponseBytes: options.maxOutputBytes ?? 50 * MIB,
          signal: call?.signal,
        },
        flowRunOutputSchema,
      ),
    // GET /monitoring-executions
    listMonitoringExecutions: async (
      params: MonitoringExecutionListParams = {},
      call?: CallOptions,
    ) =>
      get(
        "/monitoring-executions",
        monitoringExecutionListSchema,
        call,
        parseInput(monitoringExecutionListParamsSchema, params),
      ),
    // GET /monitorings
    listMonitorings: async (params: MonitoringListParams = {}, call?: CallOptions) =>
      get(
        "/monitorings",
        monitoringListSchema,
        call,
        parseInput(monitoringListParamsSchema, params),
      ),
    // GET /monitoring-alerts
    listMonitoringAlerts: async (params: MonitoringAlertListParams = {}, call?: CallOptions) =>
      get(
        "/monitoring-alerts",
        monitoringAlertListSchema,
        call,
        parseInput(monitoringAlertListParamsSchema, params),
      ),
    // POST /cdds. Never repeated here, even with an idempotency key: the upstream may not know
    // our header, so after a timeout lib/cdd/create-case.ts first finds out whether it took effect.
    createCdd: async (body: CddCreateInput, call?: CallOptions & { idempotencyKey?: string }) =>
      http.json(
        {
          method: "POST",
          path: "/cdds",
          body: { json: parseInput(cddCreateBodySchema, body) },
          idempotencyKey: call?.idempotencyKey,
          retries: 0,
          signal: call?.signal,
        },
        cddCaseSchema,
      ),
    // GET /cdds
    listCdds: async (params: CddListParams = {}, call?: CallOptions) =>
      get("/cdds", cddListSchema, call, parseInput(cddListParamsSchema, params)),
    // GET /cdds/{id}
    getCdd: async (id: string, call?: CallOptions) =>
      get(path`/cdds/${id}`, cddCaseDetailSchema, call),
    // POST /cdds/{id}/run-checks
    runCddChecks: async (id: string, body: RunCddChecksBody = {}, call?: CallOptions) =>
      http.action(
        {
          method: "POST",
          path: path`/cdds/${id}/run-checks`,
          body: { json: parseInput(runCddChecksBodySchema, body) },
          signal: call?.signal,
        },
        cddAcknowledgementSchema,
      ),
    // POST /cdds/{id}/documents
    uploadCddDocument: async (id: string, upload: UploadCddDocumentInput, call?: CallOptions) => {
      const type = parseInput(cddDocumentTypeSchema, upload.type);
      // Refused before the file is read or encoded, let alone sent.
      if (upload.file.size > maxUploadBytes) {
        throw payloadTooLargeError(upload.file.size, maxUploadBytes);
      }
      const form = new FormData();
      form.append("type", type);
      form.append("file", upload.file, upload.fileName || "document");
      return http.json(
        {
          method: "POST",
          path: path`/cdds/${id}/documents`,
          body: { form },
          maxRequestBytes: maxUploadBytes + MULTIPART_OVERHEAD_BYTES,
          signal: call?.signal,
        },
        cddDocumentSchema,
      );
    },
    // POST /cdds/{id}/pull-registry-documents
    pullRegistryDocuments: async (id: string, call?: CallOptions) =>
      http.action(
        { method: "POST", path: path`/cdds/${id}/pull-registry-documents`, signal: call?.signal },
        cddAcknowledgementSchema,
      ),
    // GET /cdds/{id}/report
    getCddReport: async (id: string, call?: CallOptions) =>
      http.text({ method: "GET", path: path`/cdds/${id}/report`, signal: call?.signal }),
    // GET <document.url>: the one download the spec names. Followed only on the configured
    // upstream's origin (the key goes nowhere else); a relative url is read against the base URL.
    downloadCddDocument: async (document: Pick<CddDocument, "url">, call?: CallOptions) =>
      openDownload(options, documentUrl(options.baseUrl, document.url), call),
    // GET /v1/name-screenings/searches/{id}
    getScreeningSearch: async (id: string, call?: CallOptions) =>
      get(path`/v1/name-screenings/searches/${id}`, screeningSearchSchema, call),
    // GET /v1/name-screenings/alerts/{id}
    getScreeningAlert: async (id: string, call?: CallOptions) =>
      get(path`/v1/name-screenings/alerts/${id}`, screeningAlertSchema, call),
    // DELETE /blocked-companies/{id}
    unblockCompany: async (id: string, call?: CallOptions) =>
      http.empty({ method: "DELETE", path: path`/blocked-companies/${id}`, signal: call?.signal }),
    // POST /webhooks
    createWebhook: async (body: WebhookCreateBody, call?: CallOptions) =>
      send(
        "POST",
        "/webhooks",
        webhookSchema,
        { json: parseInput(webhookCreateBodySchema, body) },
        call,
      ),
    // GET /webhooks
    listWebhooks: async (call?: CallOptions) => get("/webhooks", webhookListSchema, call),
    // GET /webhooks/{webhook_id}
    getWebhook: async (id: string, call?: CallOptions) =>
      get(path`/webhooks/${id}`, webhookSchema, call),
    // PATCH /webhooks/{webhook_id}. The success answer is not shown in the spec: a 204 (or any
    // answer without the webhook) means the change was applied, and the webhook is read back.
    updateWebhook: async (id: string, patch: WebhookPatchBody, call?: CallOptions) => {
      const updated = await http.optionalJson(
        {
          method: "PATCH",
          path: path`/webhooks/${id}`,
          body: { json: parseInput(webhookPatchBodySchema, patch) },
          signal: call?.signal,
        },
        webhookSchema,
      );
      return updated ?? get(path`/webhooks/${id}`, webhookSchema, call);
    },
    // DELETE /webhooks/{webhook_id}
    deleteWebhook: async (id: string, call?: CallOptions) =>
      http.empty({ method: "DELETE", path: path`/webhooks/${id}`, signal: call?.signal }),

    /** Proves URL and key with a cheap authenticated read (GET /webhooks), without retrying. */
    async testConnection(call?: CallOptions): Promise<ConnectionResult> {
      try {
        await http.json(
          { method: "GET", path: "/webhooks", retries: 0, signal: call?.signal },
          webhookListSchema,
        );
        return { ok: true };
      } catch (error) {
        if (isUpstreamError(error)) return { ok: false, error };
        throw error;
      }
    },
  };
}

export type ComplianceClient = ReturnType<typeof createComplianceClient>;

// Bodies and queries are re-parsed here as well as in route handlers: the schemas strip unknown
// keys, so nothing a caller adds by accident is forwarded upstream.
function resolveRetry(retry: RetryOptions | undefined): ResolvedRetryOptions {
  const given = Object.entries(retry ?? {}).filter(([, value]) => value !== undefined);
  return { ...DEFAULT_RETRY, ...Object.fromEntries(given) };
}

function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequestError(result.error);
  return result.data;
}

const DOWNLOAD_LIMIT_BYTES = 100 * MIB;

/**
 * Binary answers (document files) bypass the text-based http layer so PDFs are passed through
 * byte for byte: one attempt, the same fixed headers, no redirect, a timeout until the answer
 * starts, and a cap on what is streamed on.
 */
async function openDownload(
  options: ComplianceClientOptions,
  url: URL,
  call?: CallOptions,
): Promise<DownloadedFile> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = call?.signal ? AbortSignal.any([call.signal, timeout.signal]) : timeout.signal;
  let response: Response;
  try {
    response = await (options.fetch ?? globalThis.fetch)(url, {
      headers: {
        "X-API-KEY": options.apiKey,
        Accept: "application/pdf, application/octet-stream;q=0.9, */*;q=0.1",
        "User-Agent": `compliance-console/${packageJson.version}`,
      },
      redirect: "manual",
      cache: "no-store",
      signal,
    });
  } catch (error) {
    if (call?.signal?.aborted) throw call.signal.reason;
    if (timeout.signal.aborted) throw timeoutError(timeoutMs);
    throw unreachableError(error);
  } finally {
    clearTimeout(timer);
  }
  if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)) {
    await discardBody(response);
    throw redirectError(response.status);
  }
  if (!response.ok) {
    const text = await readBodyText(response, 64 * 1024, "truncate");
    throw upstreamErrorFromResponse(response.status, text);
  }
  const declared = Number(response.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > DOWNLOAD_LIMIT_BYTES) {
    await discardBody(response);
    throw responseTooLargeError(DOWNLOAD_LIMIT_BYTES);
  }
  let seen = 0;
  const cap = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > DOWNLOAD_LIMIT_BYTES)
        controller.error(responseTooLargeError(DOWNLOAD_LIMIT_BYTES));
      else controller.enqueue(chunk);
    },
  });
  return {
    body: (response.body ?? emptyStream()).pipeThrough(cap),
    contentType: response.headers.get("content-type") ?? "application/octet-stream",
    contentLength: Number.isFinite(declared) && declared > 0 ? declared : undefined,
  };
}

function emptyStream(): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
}
