"use client";

import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { useUrlQuery } from "@/lib/hooks/use-url-query";
import { flowsQuery } from "@/lib/queries/flows";
import { flowRunQuery } from "@/lib/queries/runs";
import { FlowChooser } from "./flow-chooser";
import { RunInputForm } from "./run-input-form";
import { DetailSkeleton } from "@/components/ui/skeletons";

/**
 * `/runs/new`: choose a flow (`?flow=`), fill its input, queue the run. `?rerun=<runId>` starts
 * from that run's flow and input, editable before sending.
 */
export function TriggerRunView() {
  const { params, update } = useUrlQuery();
  const rerunId = params.get("rerun") ?? "";
  const flows = useQuery(flowsQuery);
  const rerun = useQuery({
    ...flowRunQuery(rerunId),
    enabled: rerunId !== "",
    refetchInterval: false,
  });
  const flowId = params.get("flow") || rerun.data?.flow_id || "";
  const flow = flows.data?.find((candidate) => candidate.id === flowId);
  const waitingForRerun = rerunId !== "" && rerun.isPending;

  if (flows.isPending) return <DetailSkeleton label="Loading flows" facts={3} />;

  return (
    <div className="space-y-6">
      {flows.error ? (
        <Alert tone="warning" title="The registered flows could not be loaded">
          <p>{flows.error.message} You can still run a flow by its id.</p>
        </Alert>
      ) : null}
      <FlowChooser
        flows={flows.data ?? []}
        value={flowId}
        onChange={(id) =>
          update({ flow: id, rerun: id === rerun.data?.flow_id ? rerunId : undefined })
        }
      />
      {flow?.description ? (
        <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-400">{flow.description}</p>
      ) : null}
      {rerun.error ? (
        <Alert tone="warning" title="The run to repeat could not be loaded">
          <p>{rerun.error.message} Start from an empty input instead.</p>
        </Alert>
      ) : null}
      {rerun.data && rerun.data.flow_id === flowId ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Starting from the input of run <code>{rerun.data.id}</code>; change anything before
          sending.
        </p>
      ) : null}
      {!flowId ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Choose a flow to see its input.
        </p>
      ) : waitingForRerun ? (
        <p role="status">Loading the previous run…</p>
      ) : (
        <RunInputForm
          key={`${flowId}:${rerun.data?.id ?? ""}`}
          flowId={flowId}
          flow={flow}
          initialInput={rerun.data?.flow_id === flowId ? rerun.data.input : undefined}
        />
      )}
    </div>
  );
}
