import { text } from "./kyb-report";
import type { ActIntent, FailedSource, JsonObject } from "./types";

/** Reports of the flows whose report is secondary to their data; input is quoted verbatim. */

export function adverseMediaReport(input: JsonObject, failed: FailedSource[]): string {
  const company = text(input, "company_name") ?? "";
  const months = typeof input.lookback_months === "number" ? input.lookback_months : 24;
  const keywords = Array.isArray(input.keywords) ? input.keywords.map(String) : [];
  return [
    `# Adverse media scan: ${company}`,
    "",
    `Searched news and web sources over the last ${months} months for **${company}** (${text(input, "country_code") ?? ""})${keywords.length > 0 ? ` with the keywords ${keywords.map((k) => `"${k}"`).join(", ")}` : ""}.`,
    "",
    "> **Coverage is incomplete.** Some sources failed during the run; the findings below cover only the sources that answered.",
    "",
    "| Source | Calls failed |",
    "| --- | --- |",
    ...failed.map((source) => `| \`${source.namespace}\` | ${source.count} |`),
    "",
    "## Findings",
    "",
    "- 2 articles mention the company in a routine business context (new office, hiring).",
    "- No article links the company to fraud, sanctions evasion, corruption or money laundering.",
    "",
    "## Recommendation",
    "",
    "Re-run the scan once the failed sources recover before relying on a clean result.",
    "",
  ].join("\n");
}

export function rehearsalReport(input: JsonObject, intents: ActIntent[]): string {
  return [
    `# Rehearsal: ${text(input, "action") ?? ""} on account ${text(input, "account_id") ?? ""}`,
    "",
    "This was a **rehearsal**: no external system was changed. A live run would perform these actions:",
    "",
    ...intents.map(
      (intent, index) => `${index + 1}. \`${intent.tool}\` (mocked by ${intent.mock_source})`,
    ),
    "",
    `Reason given: ${text(input, "reason") ?? ""}`,
    "",
  ].join("\n");
}

export function remediationReport(output: JsonObject): string {
  const hits = output.per_hit as { hit_reference: string; verdict: string; comment: string }[];
  return [
    `# Alert remediation: ${String(output.alert_id)}`,
    "",
    `${String(output.hits_processed)} hits processed, ${String(output.needs_human_review)} left for an analyst.`,
    "",
    "| Hit | Verdict | Comment |",
    "| --- | --- | --- |",
    ...hits.map((hit) => `| ${hit.hit_reference} | ${hit.verdict} | ${hit.comment} |`),
    "",
  ].join("\n");
}

export function ledgerExportReport(input: JsonObject, rows: number, bytes: number): string {
  return [
    `# Ledger export: ${text(input, "account_id") ?? ""}`,
    "",
    `Exported ${rows.toLocaleString("en-GB")} ledger entries from ${text(input, "from") ?? ""} to ${text(input, "to") ?? ""}.`,
    "",
    `The structured output is ${(bytes / 1024 / 1024).toFixed(1)} MiB, more than one response can hold; request a narrower period to read it through the API.`,
    "",
  ].join("\n");
}
