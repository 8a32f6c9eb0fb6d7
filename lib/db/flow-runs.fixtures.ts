import type { FlowRunObject } from "./flow-runs";

const STATUSES = ["QUEUED", "RUNNING", "COMPLETED", "FAILED", "CANCELLED", "SKIPPED"];
const TRIGGERS = ["manual", "api", "schedule"];

/**
 * A deterministic run: the nth run is triggered n minutes after the base, runs for (n % 7) minutes
 * once started, and cycles through statuses, flows and trigger types.
 */
export function makeRun(n: number, overrides: Partial<FlowRunObject> = {}): FlowRunObject {
  const base = Date.UTC(2025, 0, 1);
  const triggered = base + n * 60_000;
  const status = STATUSES[n % STATUSES.length];
  const started = status === "QUEUED" || status === "SKIPPED" ? undefined : triggered + 1_000;
  const terminal = !["QUEUED", "RUNNING"].includes(status);
  const completed = terminal && started ? started + (n % 7) * 60_000 : undefined;
  const iso = (ms: number | undefined) =>
    ms === undefined ? undefined : new Date(ms).toISOString();
  return {
    id: `run-${String(n).padStart(5, "0")}`,
    flow_id: `flow-${n % 4}`,
    flow_version_id: "v1",
    customer_id: "cust-1",
    status,
    trigger_type: TRIGGERS[n % TRIGGERS.length],
    triggered_by: n % 2 === 0 ? "ana@example.com" : "service_account",
    triggered_at: iso(triggered),
    created_at: iso(triggered),
    started_at: iso(started),
    completed_at: iso(completed),
    updated_at: iso(completed ?? started ?? triggered),
    input: { n },
    ...(status === "COMPLETED" && { report: `# Run ${n}`, output_ref: `out-${n}` }),
    ...(status === "FAILED" && {
      error: { code: "TOOL_ERROR", message: "boom", step: "s1", transient: false },
    }),
    ...overrides,
  };
}
