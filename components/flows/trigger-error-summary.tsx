import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { fieldForPointer, type FormField } from "@/lib/flows/schema-form";
import { ApiClientError } from "@/lib/queries/fetch-json";

export interface TriggerErrorSummaryProps {
  error: unknown;
  flowId: string;
  fields: FormField[];
}

/** Why the service refused to queue the run, in an analyst's words, with what to do next. */
export function TriggerErrorSummary({ error, flowId, fields }: TriggerErrorSummaryProps) {
  const kept = <p>Your input is kept: correct it and send it again.</p>;
  if (!(error instanceof ApiClientError)) {
    return (
      <Alert tone="error" title="The run could not be queued">
        <p>{error instanceof Error ? error.message : "Something went wrong."}</p>
        {kept}
      </Alert>
    );
  }
  if (error.code === "VALIDATION_ERROR") {
    const details = error.details ?? [];
    return (
      <Alert tone="error" title="The service did not accept this input">
        <p>
          {details.length === 1
            ? "One field needs attention:"
            : `${details.length || "Some"} fields need attention:`}
        </p>
        <ul className="list-disc pl-5">
          {details.map((detail, index) => {
            const pointer = detail.path ?? detail.field ?? "";
            const field = fieldForPointer(fields, pointer);
            return (
              <li key={`${pointer}-${index}`}>
                <span className="font-medium">{field?.label ?? (pointer || "Input")}</span>
                {field ? null : pointer ? (
                  <code className="ml-1 text-xs">({pointer})</code>
                ) : null}: {detail.message}
              </li>
            );
          })}
        </ul>
        {details.length === 0 ? <p>{error.message}</p> : null}
        {kept}
      </Alert>
    );
  }
  if (error.code === "FLOW_NOT_FOUND") {
    return (
      <Alert tone="error" title="The compliance service does not know this flow">
        <p>
          No flow with the id <code>{flowId}</code> exists for the customer the console works for.
          The id may be mistyped, the flow may have been removed, or it may belong to another
          customer. An admin can check the id under{" "}
          <Link className="underline" href="/settings/flows">
            Settings → Flows
          </Link>
          .
        </p>
        {kept}
      </Alert>
    );
  }
  if (error.code === "NO_ACTIVE_VERSION") {
    return (
      <Alert tone="error" title="This flow cannot run yet: it has no published version">
        <p>
          The flow exists, but no version of it is published and active, so the service cannot start
          a run. Ask whoever maintains the flow to publish a version, then send this input again.
        </p>
        {kept}
      </Alert>
    );
  }
  return (
    <Alert tone="error" title="The run could not be queued">
      <p>
        {error.message} <span className="text-xs">({error.code})</span>
      </p>
      {kept}
    </Alert>
  );
}
