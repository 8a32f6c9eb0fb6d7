import "server-only";
import { recordAudit } from "@/lib/audit";
import { isUpstreamError } from "@/lib/api/errors";
import { getComplianceClient } from "@/lib/api/upstream";
import type { SessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { fromJsonObject, isRecord } from "@/lib/db/codec";
import { indexTriggeredRun } from "@/lib/db/flow-runs";
import { listRegisteredFlows } from "@/lib/db/registered-flows";
import type { WorkItemRow } from "@/lib/db/work-items";
import { recordOnItem } from "@/lib/db/work-items-changes";
import { ApiError } from "@/lib/http/errors";
import type { ItemAction } from "./schemas";

/**
 * What the service itself offers on an item, done in context through the lib/api client: re-run
 * a run with its input, run risk checks or pull registry documents on a case, start a
 * screening-remediation flow for a hit's alert. The result, good or bad, lands in the item's
 * history and in the audit log.
 */
export interface ActionResult {
  id?: string;
  message: string;
}

const labels: Record<ItemAction, string> = {
  rerun: "Re-run",
  run_checks: "Run risk checks",
  pull_registry: "Pull registry documents",
  remediate: "Start screening remediation",
};

const allowed: Record<ItemAction, string> = {
  rerun: "flow_run",
  run_checks: "cdd_case",
  pull_registry: "cdd_case",
  remediate: "screening_hit",
};

export async function runItemAction(
  user: SessionUser,
  item: WorkItemRow,
  action: ItemAction,
): Promise<ActionResult> {
  if (allowed[action] !== item.kind) {
    throw new ApiError(
      422,
      "ACTION_NOT_AVAILABLE",
      `${labels[action]} is not offered for this item.`,
    );
  }
  const db = await getDb();
  const target = { type: "work_item", id: item.id };
  try {
    const result = await perform(user, item, action);
    await recordOnItem(
      db,
      item.id,
      {
        type: "action",
        text: `${labels[action]}: ${result.message}`,
        detail: { action, ...result },
      },
      user,
      new Date(),
    );
    await recordAudit(user, "queue.action", target, "success", { action, ...result });
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordOnItem(
      db,
      item.id,
      {
        type: "action",
        text: `${labels[action]} failed: ${message}`,
        detail: { action, failed: true },
      },
      user,
      new Date(),
    );
    const code = isUpstreamError(error) || error instanceof ApiError ? error.code : "ERROR";
    await recordAudit(user, "queue.action", target, "failure", { action, error: code });
    throw error;
  }
}

async function perform(
  user: SessionUser,
  item: WorkItemRow,
  action: ItemAction,
): Promise<ActionResult> {
  const client = await getComplianceClient();
  const data = fromJsonObject(item.upstream_data) ?? {};
  switch (action) {
    case "rerun": {
      const flowId = item.parent_id ?? (typeof data.flow_id === "string" ? data.flow_id : null);
      const input = isRecord(data.input) ? data.input : null;
      if (!flowId || !input) {
        throw new ApiError(
          409,
          "RUN_INPUT_UNKNOWN",
          "The run's flow or input is not known, so it cannot be re-run.",
        );
      }
      const created = await client.triggerFlowRun(flowId, input);
      await indexTriggeredRun(await getDb(), {
        id: created.id,
        flowId,
        input,
        triggeredBy: user.email,
        now: new Date(),
      }).catch((error: unknown) =>
        console.error("[console] could not index re-run", created.id, error),
      );
      return { id: created.id, message: `new run ${created.id} queued with the same input` };
    }
    case "run_checks": {
      const answer = await client.runCddChecks(item.source_id);
      return { message: answer.message ?? "risk checks started" };
    }
    case "pull_registry": {
      const answer = await client.pullRegistryDocuments(item.source_id);
      return { message: answer.message ?? "registry pull requested" };
    }
    case "remediate":
      return remediate(user, item, data);
  }
}

async function remediate(
  user: SessionUser,
  item: WorkItemRow,
  data: Record<string, unknown>,
): Promise<ActionResult> {
  const search = isRecord(data.search) ? data.search : {};
  const alertId = Array.isArray(search.alert_ids)
    ? search.alert_ids.find((id) => typeof id === "string")
    : undefined;
  if (typeof alertId !== "string") {
    throw new ApiError(409, "NO_ALERT", "No screening alert was created for this hit's search.");
  }
  const flow = (await listRegisteredFlows(await getDb())).find(
    (f) => f.kind === "screening_remediation",
  );
  if (!flow) {
    throw new ApiError(
      409,
      "NO_REMEDIATION_FLOW",
      "No screening-remediation flow is registered (Settings → Flows).",
    );
  }
  const entityName = item.title.split(": ")[0];
  const client = await getComplianceClient();
  const created = await client.triggerFlowRun(flow.id, {
    alert_id: alertId,
    entity_name: entityName,
  });
  await indexTriggeredRun(await getDb(), {
    id: created.id,
    flowId: flow.id,
    input: { alert_id: alertId, entity_name: entityName },
    triggeredBy: user.email,
    now: new Date(),
  }).catch(() => undefined);
  return { id: created.id, message: `remediation run ${created.id} queued for alert ${alertId}` };
}
