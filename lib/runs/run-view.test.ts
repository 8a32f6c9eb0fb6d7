import { describe, expect, it } from "vitest";
import { reportKey } from "@/components/markdown/rendered-report";
import type { FlowRun } from "@/lib/api/schemas/flow-run";
import { sampleFlowRun } from "@/lib/api/test-helpers";
import { RUN_VIEW_SEARCH, toRunView, wantsRunView } from "./run-view";

const run: FlowRun = { ...sampleFlowRun, input: { name: "Ana" }, report: "# Report\n\nAll clear." };

describe("the run page's view of a run", () => {
  it("carries every field but the report's text, and the key the server renders it under", () => {
    const view = toRunView(run);
    expect(view).not.toHaveProperty("report");
    expect(JSON.stringify(view)).not.toContain("All clear.");
    expect(view.report_key).toBe(reportKey(run.report!));
    expect(view).toMatchObject({ id: "run-1", status: "COMPLETED", input: { name: "Ana" } });
  });

  it("has another key once the report changes, so the page notices a new report", () => {
    const before = toRunView(run).report_key;
    expect(toRunView({ ...run, report: "# Report\n\nOne hit." }).report_key).not.toBe(before);
  });

  it("has no key when the run has no report or an empty one", () => {
    expect(toRunView({ ...run, report: null }).report_key).toBeNull();
    expect(toRunView({ ...run, report: "" }).report_key).toBeNull();
    expect(toRunView({ ...run, report: undefined }).report_key).toBeNull();
  });

  it("is what the route answers for the page's query string, and only for it", () => {
    expect(wantsRunView(new URLSearchParams(RUN_VIEW_SEARCH))).toBe(true);
    expect(wantsRunView(new URLSearchParams(""))).toBe(false);
    expect(wantsRunView(new URLSearchParams("view=full"))).toBe(false);
  });
});
