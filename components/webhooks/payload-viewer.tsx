"use client";

import { useQuery } from "@tanstack/react-query";
import { JsonViewer } from "@/components/json-viewer/json-viewer";
import { Alert } from "@/components/ui/alert";
import { inboundEventQuery } from "@/lib/queries/inbound-events";

/** Parses the stored body; the CDD events carry the case as a JSON string (spec §6). */
function readPayload(text: string): { value: unknown; nested: boolean } | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "string") {
      try {
        return { value: JSON.parse(value) as unknown, nested: true };
      } catch {
        return { value, nested: false };
      }
    }
    return { value, nested: false };
  } catch {
    return null;
  }
}

/** One delivery's body as received, as a JSON tree (or raw text when it is not JSON). */
export function PayloadViewer({ id }: { id: number }) {
  const { data, error, isLoading } = useQuery(inboundEventQuery(id));
  if (isLoading) return <p role="status">Loading the payload…</p>;
  if (error || !data) {
    return (
      <Alert tone="error" title="The payload could not be loaded">
        {error?.message}
      </Alert>
    );
  }
  const parsed = readPayload(data.payload);
  return (
    <div className="flex flex-col gap-2">
      {parsed?.nested ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Delivered as a JSON string (as the service sends CDD events); shown parsed.
        </p>
      ) : null}
      {parsed ? (
        <JsonViewer
          value={parsed.value}
          label={`Payload of event ${data.id}`}
          fileName={`inbound-event-${data.id}.json`}
          expandDepth={2}
        />
      ) : (
        <pre className="relative max-h-96 overflow-auto rounded bg-slate-50 p-3 text-xs dark:bg-slate-950">
          {data.payload}
        </pre>
      )}
    </div>
  );
}
