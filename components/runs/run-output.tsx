"use client";

import { useQuery } from "@tanstack/react-query";
import { JsonViewer } from "@/components/json-viewer/json-viewer";
import { Alert } from "@/components/ui/alert";
import { isScreeningRemediationOutput } from "@/lib/api/schemas/flow-run-output";
import { ApiClientError } from "@/lib/queries/fetch-json";
import { flowRunOutputQuery } from "@/lib/queries/runs";
import { ScreeningRemediationReview } from "./screening-remediation-review";

export interface RunOutputProps {
  runId: string;
  outputRef: string;
}

/**
 * The run's structured output (spec 4.3), fetched only because the run shows an `output_ref`.
 * A name-screening remediation output gets its review table; any output its JSON tree.
 */
export function RunOutput({ runId, outputRef }: RunOutputProps) {
  const output = useQuery(flowRunOutputQuery(runId));
  if (output.isPending) return <p role="status">Loading the structured output…</p>;
  if (output.error) return <OutputError error={output.error} outputRef={outputRef} />;
  const fileName = `flow-run-${runId.replace(/[^A-Za-z0-9._-]/g, "_")}-output.json`;
  return (
    <div className="space-y-4">
      {isScreeningRemediationOutput(output.data) ? (
        <ScreeningRemediationReview output={output.data} />
      ) : null}
      <JsonViewer value={output.data} label="Structured output" fileName={fileName} />
    </div>
  );
}

function OutputError({ error, outputRef }: { error: Error; outputRef: string }) {
  const code = error instanceof ApiClientError ? error.code : undefined;
  if (code === "OUTPUT_TOO_LARGE") {
    return (
      <Alert tone="warning" title="The output is too large to show here">
        <p>
          The service captured this run&apos;s output but it exceeds what one response can carry, so
          it cannot be fetched through the API. The report and records above are unaffected.
        </p>
        <p>
          Its reference is <code className="break-all">{outputRef}</code>; give it to whoever
          operates the flow if you need the full data.
        </p>
        <p className="text-xs">{error.message}</p>
      </Alert>
    );
  }
  if (code === "OUTPUT_NOT_AVAILABLE") {
    return (
      <Alert tone="info" title="No structured output is available">
        <p>
          The service has not captured structured output for this run: either it is not finished yet
          or this flow does not produce one. The report, if any, is the run&apos;s result.
        </p>
      </Alert>
    );
  }
  return (
    <Alert tone="error" title="The structured output could not be loaded">
      <p>{error.message}</p>
    </Alert>
  );
}
