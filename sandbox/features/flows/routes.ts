import { familyError, flowValidationError } from "../../core/errors";
import { json, readJson, readJsonObject, type RequestContext, type Route } from "../../core/http";
import { lengthenReport, longReportMaxBytes } from "./long-report";
import type { RunStore } from "./run-store";
import { runJson } from "./run-state";
import { isTerminal, type FlowDefinition, type JsonObject } from "./types";
import { validateInput } from "./validate-input";

/**
 * The three flow endpoints (spec 4.1-4.3) and the control-plane cancel. Order of checks on POST:
 * the body's transport (415, 400 INVALID_JSON, 413, in the core's readJson) as on every JSON
 * route, then the flow (404), its active version (409), and only then the input against the schema.
 */
export const outputLimitBytes = 6 * 1024 * 1024;

interface RouteDeps {
  store: RunStore;
  flowOf(customerId: string, flowId: string): FlowDefinition | undefined;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function runOf(store: RunStore, ctx: RequestContext) {
  const record = store.get(ctx.customer.id, ctx.params.runId);
  if (!record)
    throw familyError("flow", 404, `Flow run ${ctx.params.runId} not found`, "RUN_NOT_FOUND");
  return record;
}

export function createFlowRoutes({ store, flowOf }: RouteDeps): Route[] {
  return [
    {
      method: "POST",
      path: "/flows/:flowId/runs",
      family: "flow",
      handler: async (ctx) => {
        const body = await readJson(ctx);
        const flow = flowOf(ctx.customer.id, ctx.params.flowId);
        if (!flow)
          throw familyError("flow", 404, `Flow ${ctx.params.flowId} not found`, "FLOW_NOT_FOUND");
        if (!flow.activeVersionId) {
          throw familyError(
            "flow",
            409,
            `Flow ${flow.id} has no published active version`,
            "NO_ACTIVE_VERSION",
          );
        }
        const input = isObject(body) ? body.input : undefined;
        if (!isObject(input)) {
          throw flowValidationError([
            { field: "/input", message: "is required and must be a JSON object" },
          ]);
        }
        const details = validateInput(flow.inputSchema, input);
        if (details.length > 0) throw flowValidationError(details);
        const record = store.trigger(flow, input, { type: "api", by: "service_account" });
        return json(202, { id: record.run.id });
      },
    },
    {
      method: "GET",
      path: "/flow-runs/:runId",
      family: "flow",
      handler: (ctx) => json(200, runJson(runOf(store, ctx).run)),
    },
    {
      method: "GET",
      path: "/flow-runs/:runId/output",
      family: "flow",
      handler: (ctx) => {
        const record = runOf(store, ctx);
        if (record.run.output_ref === undefined || record.outputBytes === undefined) {
          const why = isTerminal(record.run.status)
            ? "this run captured no structured output"
            : `the run is ${record.run.status} and has no output yet`;
          throw familyError("flow", 404, `Output not available: ${why}`, "OUTPUT_NOT_AVAILABLE");
        }
        if (record.outputBytes > outputLimitBytes) {
          throw familyError(
            "flow",
            413,
            `Output is ${record.outputBytes} bytes; one response holds at most ${outputLimitBytes}`,
            "OUTPUT_TOO_LARGE",
          );
        }
        return json(200, record.output);
      },
    },
    {
      method: "POST",
      path: "/_sandbox/flow-runs/:runId/cancel",
      family: "error",
      control: true,
      handler: (ctx) => {
        const record = store.find(ctx.params.runId);
        if (!record) throw familyError("error", 404, `Flow run ${ctx.params.runId} not found`);
        if (isTerminal(record.run.status)) {
          throw familyError(
            "error",
            409,
            `Flow run ${record.run.id} is already ${record.run.status}`,
          );
        }
        store.cancelNow(record);
        return json(200, runJson(record.run));
      },
    },
    {
      // Benchmarks and tests of long reports: a completed run's report grown to `bytes`.
      method: "POST",
      path: "/_sandbox/flow-runs/:runId/long-report",
      family: "error",
      control: true,
      handler: async (ctx) => {
        const body = await readJsonObject(ctx);
        const bytes = body?.bytes;
        if (
          typeof bytes !== "number" ||
          !Number.isInteger(bytes) ||
          bytes < 1 ||
          bytes > longReportMaxBytes
        ) {
          throw familyError(
            "error",
            400,
            `bytes must be an integer from 1 to ${longReportMaxBytes}`,
          );
        }
        const record = store.find(ctx.params.runId);
        if (!record) throw familyError("error", 404, `Flow run ${ctx.params.runId} not found`);
        if (typeof record.run.report !== "string") {
          throw familyError("error", 409, `Flow run ${record.run.id} has no report to lengthen`);
        }
        record.run.report = lengthenReport(record.run.report, bytes);
        return json(200, { id: record.run.id, report_bytes: Buffer.byteLength(record.run.report) });
      },
    },
  ];
}
