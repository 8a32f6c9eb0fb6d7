import type { FeatureFactory } from "../../core/context";
import { lookupAlert } from "../screening/directory";
import { familyError } from "../../core/errors";
import { buildCatalog } from "./catalog";
import { createFlowRoutes } from "./routes";
import { RunStore } from "./run-store";
import { seedRuns } from "./seed-runs";
import { isTerminal, type FlowKind, type JsonObject } from "./types";
import { compileSchemas } from "./validate-input";

/**
 * Flows and flow runs (spec 2.2, 2.3, 3.1, 4.1-4.3, §6 flow events). The catalog never changes;
 * runs are rebuilt from seed on reset and then move on the sandbox clock. See sandbox/docs/flows.md.
 */
export const createFlowsFeature: FeatureFactory = (context) => {
  const catalog = buildCatalog(context.customers);
  for (const flow of catalog) {
    if (flow.kind === "screening_remediation") {
      flow.lookupAlert = (alertId) => lookupAlert(context, flow.customerId, alertId);
    }
  }
  compileSchemas(catalog.map((flow) => flow.inputSchema));
  const store = new RunStore(context);
  const flowOf = (customerId: string, flowId: string) =>
    catalog.find((flow) => flow.id === flowId && flow.customerId === customerId);
  const flowOfKind = (customerId: string, kind: FlowKind) => {
    const flow = catalog.find(
      (candidate) => candidate.kind === kind && candidate.customerId === customerId,
    );
    if (!flow) throw familyError("error", 404, `Unknown customer: ${customerId}`);
    return flow;
  };

  // Default inputs of the runs the control plane makes up when fired without a target.
  const firedInputs: Record<"report" | "failing", JsonObject> = {
    report: {
      company_name: "Harbourline Logistics Ltd",
      country_code: "GB",
      website: "https://harbourline-logistics.example",
    },
    failing: {
      company_name: "Harbourline Logistics Ltd",
      country_code: "GB",
      failure_mode: "transient",
    },
  };

  function fire(customerId: string, targetId: string | undefined, status: "COMPLETED" | "FAILED") {
    if (targetId === undefined) {
      const kind = status === "COMPLETED" ? "report" : "failing";
      const record = store.trigger(flowOfKind(customerId, kind), firedInputs[kind], {
        type: "api",
        by: "service_account",
      });
      store.finishNow(record, status);
      return record.run.id;
    }
    const record = store.get(customerId, targetId);
    if (!record)
      throw familyError("error", 404, `Flow run ${targetId} not found for ${customerId}`);
    if (isTerminal(record.run.status)) {
      throw familyError("error", 409, `Flow run ${targetId} is already ${record.run.status}`);
    }
    store.finishNow(record, status);
    return record.run.id;
  }

  return {
    name: "flows",
    routes: createFlowRoutes({ store, flowOf }),
    reset() {
      store.reset(seedRuns(context, catalog));
    },
    seedSummary: (customerId) => ({
      flows: catalog
        .filter((flow) => flow.customerId === customerId)
        .map((flow) => ({
          id: flow.id,
          name: flow.name,
          kind: flow.kind,
          description: flow.description,
          input_schema: flow.inputSchema,
          has_active_version: flow.activeVersionId !== undefined,
        })),
      flow_runs: store.seeded(customerId).map(({ run }) => ({
        id: run.id,
        flow_id: run.flow_id,
        status: run.status,
      })),
    }),
    fire: {
      flow_run_completed: (customerId, targetId) => fire(customerId, targetId, "COMPLETED"),
      flow_run_failed: (customerId, targetId) => fire(customerId, targetId, "FAILED"),
    },
  };
};
