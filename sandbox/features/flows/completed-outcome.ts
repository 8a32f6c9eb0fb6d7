import { stableInt } from "./ids";
import { kybFindings, kybOutput, kybReport, text } from "./kyb-report";
import { executedVersion, runMeta } from "./outcomes";
import { screeningRemediationOutput } from "./screening-output";
import {
  adverseMediaReport,
  ledgerExportReport,
  rehearsalReport,
  remediationReport,
} from "./short-reports";
import type { ActIntent, FlowDefinition, FlowRun, JsonObject, Outcome } from "./types";

/**
 * What each kind of flow produces when it completes. It depends on the input (and the run's id and
 * times) only, so a seeded run and a live run with the same input read the same.
 */
const ledgerBytes = 48_734_208;

const officerNames = [
  "Eleanor Whitcombe",
  "Marcus Feldmann",
  "Aïcha Benali",
  "Tomasz Nowicki",
  "Priya Raman",
  "Jonas Lindqvist",
];

function officersFor(input: JsonObject): JsonObject[] {
  const first = stableInt(`officers:${text(input, "company_name") ?? ""}`, 0, 5);
  const name = (offset: number) => officerNames[(first + offset) % officerNames.length];
  return [
    { name: name(0), role: "director", appointed_on: "2019-05-02" },
    { name: name(1), role: "director", appointed_on: "2021-09-14" },
    { name: name(2), role: "secretary", appointed_on: "2020-11-23" },
  ];
}

function actIntents(input: JsonObject): ActIntent[] {
  const account = text(input, "account_id");
  const intents: ActIntent[] = [
    {
      tool: "core_banking.restrict_account",
      input: { account_id: account, action: input.action },
      mock_source: "rehearsal:core_banking",
    },
    {
      tool: "crm.add_case_note",
      input: { account_id: account, note: input.reason },
      mock_source: "rehearsal:crm",
    },
  ];
  if (input.notify_customer !== false) {
    intents.push({
      tool: "email.send",
      input: { template: "account_restriction_notice", account_id: account },
      mock_source: "rehearsal:email",
    });
  }
  return intents;
}

function verification(flow: FlowDefinition, run: FlowRun, completedAt: string): Outcome {
  const f = kybFindings(run.input);
  const title =
    flow.kind === "no_active_version"
      ? "Enhanced due diligence report"
      : "Business verification report";
  const context = { preparedAt: completedAt, version: executedVersion(flow), title };
  return {
    report: kybReport(run.input, context),
    output: kybOutput(run.input, completedAt),
    meta: runMeta(flow, run, completedAt, 9),
    records: [
      {
        type: "registry_match",
        source: f.registry.name,
        reference: f.registryNumber,
        confidence: 0.97,
      },
      { type: "sanctions_screen", lists: 4, matches: 0 },
      { type: "adverse_media", items: f.mediaItems },
    ],
  };
}

/** The result of a run that finished successfully (or was made to, through the control plane). */
export function completedOutcome(flow: FlowDefinition, run: FlowRun, completedAt: string): Outcome {
  const input = run.input;
  const meta = (toolCalls: number) => runMeta(flow, run, completedAt, toolCalls);
  switch (flow.kind) {
    case "report":
    case "no_active_version":
    case "skipped":
      return verification(flow, run, completedAt);
    case "structured": {
      const officers = input.include_officers === false ? undefined : officersFor(input);
      return {
        output: { ...kybOutput(input, completedAt), ...(officers ? { officers } : {}) },
        meta: meta(3),
        records: [{ type: "registry_profile", fields_extracted: officers ? 14 : 11 }],
      };
    }
    case "degraded": {
      const failedSources = [
        { namespace: "news_search", count: 2 },
        { namespace: "web_fetch", count: 1 },
      ];
      return {
        report: adverseMediaReport(input, failedSources),
        output: {
          company_name: text(input, "company_name"),
          articles_reviewed: 2,
          adverse_articles: 0,
          coverage: "partial",
        },
        meta: meta(14),
        records: [
          { type: "media_article", relevance: "routine" },
          { type: "media_article", relevance: "routine" },
        ],
        failedSources,
      };
    }
    case "rehearsal": {
      const intents = actIntents(input);
      return {
        report: rehearsalReport(input, intents),
        meta: meta(intents.length),
        actIntents: intents,
      };
    }
    case "screening_remediation": {
      const alertId = text(input, "alert_id");
      const output = screeningRemediationOutput(
        input,
        alertId ? flow.lookupAlert?.(alertId) : undefined,
      );
      const hits = output.per_hit as JsonObject[];
      return {
        report: remediationReport(output),
        output,
        meta: meta(6),
        records: hits.map((hit) => ({ hit_reference: hit.hit_reference, verdict: hit.verdict })),
      };
    }
    case "too_large_output": {
      const rows = stableInt(`${run.id}:rows`, 380_000, 420_000);
      return {
        report: ledgerExportReport(input, rows, ledgerBytes),
        declaredOutputBytes: ledgerBytes,
        meta: { ...meta(2), output_bytes: ledgerBytes },
        records: [{ type: "ledger_export", rows }],
      };
    }
    case "failing":
      return { meta: meta(1), records: [{ type: "registry_record", found: true }] };
  }
}
