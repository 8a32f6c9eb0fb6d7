import { Badge } from "@/components/ui/badge";
import { checkLabel } from "@/lib/monitoring/labels";
import { DateTime } from "@/components/ui/date-time";

/**
 * `latest_execution_result` has no shape in the spec; the sandbox's is read when present
 * (status, failed checks, alert count) and anything else is shown as JSON rather than hidden.
 */
interface KnownResult {
  status?: unknown;
  execution_time?: unknown;
  failed_checks?: unknown;
  alert_count?: unknown;
}

const tones: Record<string, "success" | "warning" | "danger"> = {
  PASSED: "success",
  CHECKS_FAILED: "warning",
  ERROR: "danger",
};

export function LatestResult({ value }: { value: unknown }) {
  if (value === null || value === undefined) {
    return <span className="text-slate-600 dark:text-slate-400">Never executed</span>;
  }
  if (typeof value !== "object" || Array.isArray(value)) {
    return <code className="text-xs">{JSON.stringify(value)}</code>;
  }
  const result = value as KnownResult;
  const failed = Array.isArray(result.failed_checks) ? result.failed_checks.map(String) : [];
  return (
    <div className="space-y-1">
      {typeof result.status === "string" ? (
        <Badge tone={tones[result.status] ?? "neutral"}>{result.status}</Badge>
      ) : null}
      {typeof result.execution_time === "string" ? (
        <p className="text-xs">
          <DateTime iso={result.execution_time} />
        </p>
      ) : null}
      {failed.length > 0 ? (
        <p className="text-xs">Failed: {failed.map(checkLabel).join(", ")}</p>
      ) : null}
      {typeof result.alert_count === "number" ? (
        <p className="text-xs">
          {result.alert_count} alert{result.alert_count === 1 ? "" : "s"}
        </p>
      ) : null}
    </div>
  );
}
