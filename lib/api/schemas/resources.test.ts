import { describe, expect, it } from "vitest";
import { flowRunSchema, isTerminalFlowRunStatus } from "./flow-run";
import { isScreeningRemediationOutput } from "./flow-run-output";
import { monitoringAlertListSchema, monitoringSchema } from "./monitoring";
import { screeningAlertSchema } from "./screening";
import { sampleFlowRun } from "../test-helpers";

const at = "2025-03-01T10:00:00Z";

describe("flow run", () => {
  it("keeps unknown fields and reads a failed rehearsal run", () => {
    const run = flowRunSchema.parse({
      ...sampleFlowRun,
      status: "FAILED",
      error: { code: "TOOL_ERROR", message: "registry down", step: "lookup", transient: true },
      run_mode: "rehearsal",
      act_intents: [{ tool: "send_email", input: { to: "x" }, mock_source: "fixture" }],
      degraded: true,
      failed_sources: [{ namespace: "registry", count: 2 }],
      brand_new_field: { a: 1 },
    });
    expect(run.brand_new_field).toEqual({ a: 1 });
    expect(run.error?.transient).toBe(true);
    expect(isTerminalFlowRunStatus(run.status)).toBe(true);
  });

  it("keeps a status outside the documented enum, to be shown raw", () => {
    const parsed = flowRunSchema.parse({ ...sampleFlowRun, status: "PAUSED" });
    expect(parsed.status).toBe("PAUSED");
    expect(flowRunSchema.safeParse({ ...sampleFlowRun, status: 7 }).success).toBe(false);
  });

  it("recognises the name-screening remediation output", () => {
    const output = {
      status: "PARTIALLY_RESOLVED",
      alert_id: "alert-1",
      hits_processed: 2,
      needs_human_review: 1,
      synced: true,
      per_hit: [
        {
          hit_reference: "h1",
          verdict: "FALSE_POSITIVE",
          reason: "full-resolution",
          basis: "rule",
          comment: "different DOB",
          rule_resolution: {
            action: "SET_AS_FALSE_POSITIVE",
            applied_rule: { name: "dob-mismatch", action: "SET_AS_FALSE_POSITIVE" },
            matching_rules: [{ name: "dob-mismatch", action: "SET_AS_FALSE_POSITIVE" }],
            primary_name_evidence: {
              types: ["PRIMARY_NAME"],
              profile_fact_id: "pf1",
              hit_fact_id: "hf1",
              description: "name match",
              similarity_score: 0.93,
              candidate_name: "John Doe",
            },
            other_name_evidences: [],
            other_evidences: [],
            matching_segments: [],
          },
          hit_facts: [
            { id: "hf1", source_id: "s1", snippet: "...", predicate: "dob", value: "1970" },
          ],
          hit_sources: [{ id: "s1", type: "ARTICLE", url: "https://news.example/a" }],
        },
        {
          hit_reference: "h2",
          verdict: "NEEDS_A_HUMAN",
          reason: "left-for-analyst",
          basis: "",
          comment: "",
        },
      ],
    };
    expect(isScreeningRemediationOutput(output)).toBe(true);
    expect(isScreeningRemediationOutput({ rows: [] })).toBe(false);
    expect(isScreeningRemediationOutput([output])).toBe(false);
  });
});

describe("monitoring", () => {
  it("reads a monitoring with the assumed field names", () => {
    const monitoring = monitoringSchema.parse({
      id: "m1",
      website: "https://shop.example",
      customer_id: "c1",
      checks: ["non_operational_website"],
      frequency: "every_2_weeks",
      is_active: true,
      state: "IDLE",
      next_execution_at: at,
      expires_at: at,
      last_execution_at: null,
      created_at: at,
      updated_at: at,
      latest_execution_result: { anything: true },
      external_id: null,
    });
    expect(monitoring.last_execution_at).toBeNull();
  });

  it("reads alerts with an unknown check and the unacknowledged count", () => {
    const list = monitoringAlertListSchema.parse({
      items: [
        {
          id: "a1",
          monitoring_id: "m1",
          customer_id: "c1",
          execution_result_id: "e1",
          website: "https://shop.example",
          failed_checks: [
            { check: "future_check", explanation: "x", method_used: "llm", status: "FAILED" },
          ],
          execution_time: at,
          created_at: at,
          acknowledged_at: null,
        },
      ],
      unacknowledged_count: 7,
      next_token: null,
    });
    expect(list.unacknowledged_count).toBe(7);
    expect(list.items[0].failed_checks[0].check).toBe("future_check");
  });
});

describe("screening alert", () => {
  it("reads facts, citations, evidences and resolution", () => {
    const fact = { predicate: "name", value: "John Doe", citations: [{ name: "HIT", url: null }] };
    const alert = screeningAlertSchema.parse({
      id: "al1",
      reference: "R1",
      alt_reference: "ALT1",
      status: "COMPLETED",
      remediation_status: "REMEDIATED",
      profile_facts: [fact],
      hits: [
        {
          reference: "h1",
          hit_categories: ["SANCTION"],
          evidences: [{ type: "DOB", categories: ["IDENTITY"], supporting_facts: [fact] }],
          resolution: {
            status: "NOTHING",
            summary: "no match",
            author: "SERVICE",
            action: "DO_NOTHING",
            determination: "FALSE_POSITIVE",
            applied_rule: { name: "dob-mismatch" },
          },
        },
      ],
      created_at: at,
      updated_at: at,
    });
    expect(alert.hits[0].evidences[0].supporting_facts[0].citations[0].url).toBeNull();
  });
});
