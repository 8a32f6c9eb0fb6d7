import { stableInt, stableRef } from "./ids";
import type { JsonObject } from "./types";

/**
 * The KYB report flow's result. Input values are quoted verbatim, never escaped: the real flow
 * echoes what it was given, and the console's hostile-Markdown tests rely on script tags, pipes
 * and link syntax arriving in the report untouched.
 */
export interface ReportContext {
  preparedAt: string;
  version: number;
  title: string;
}

const registries: Record<string, { name: string; url: string }> = {
  GB: {
    name: "Companies House",
    url: "https://find-and-update.company-information.service.gov.uk/",
  },
  FR: { name: "Annuaire des Entreprises", url: "https://annuaire-entreprises.data.gouv.fr/" },
  DE: { name: "Handelsregister", url: "https://www.handelsregister.de/" },
  IT: { name: "Registro Imprese", url: "https://www.registroimprese.it/" },
};
const fallbackRegistry = { name: "OpenCorporates", url: "https://opencorporates.com/" };

export function text(input: JsonObject, key: string): string | undefined {
  const value = input[key];
  return typeof value === "string" ? value : undefined;
}

/** Findings derived from the input only, so the same request always reads the same. */
export function kybFindings(input: JsonObject) {
  const company = text(input, "company_name") ?? "";
  const country = text(input, "country_code") ?? "";
  const label = `kyb:${company}:${country}`;
  const score = stableInt(`${label}:score`, 8, 46);
  return {
    company,
    country,
    registry: registries[country] ?? fallbackRegistry,
    registryNumber: text(input, "registration_number") ?? `${country}${stableRef(label, 8)}`,
    incorporatedOn: `${stableInt(`${label}:year`, 1994, 2021)}-0${stableInt(`${label}:m`, 1, 9)}-1${stableInt(`${label}:d`, 0, 9)}`,
    directors: stableInt(`${label}:directors`, 2, 5),
    mediaItems: stableInt(`${label}:media`, 0, 2),
    score,
    level: score < 25 ? "Low" : "Medium",
  };
}

export function kybReport(input: JsonObject, context: ReportContext): string {
  const f = kybFindings(input);
  const website = text(input, "website");
  const suppliedNumber = text(input, "registration_number");
  const notes = text(input, "notes");
  const prepared = context.preparedAt.slice(0, 16).replace("T", " ");
  return [
    `# ${context.title}: ${f.company}`,
    "",
    `**Jurisdiction:** ${f.country} · **Prepared:** ${prepared} UTC · **Flow version:** v${context.version}`,
    "",
    "## Summary",
    "",
    `${f.company} was matched to an active entry in the ${f.registry.name} register. No sanctions or PEP matches were found for the company or its ${f.directors} directors. Overall risk is **${f.level}** (score ${f.score}/100).`,
    "",
    "## Submitted input",
    "",
    "| Field | Value |",
    "| --- | --- |",
    `| Company name | ${f.company} |`,
    `| Country | ${f.country} |`,
    `| Website | ${website ?? "_not provided_"} |`,
    `| Registration number | ${suppliedNumber ?? "_not provided_"} |`,
    "",
    "## Registry findings",
    "",
    `- Name on the register: ${f.company}`,
    `- Registration number: \`${f.registryNumber}\`${suppliedNumber ? "" : " (found by name search)"}`,
    `- Status: Active, incorporated ${f.incorporatedOn}`,
    `- Officers: ${f.directors} directors, none disqualified`,
    "",
    "## Checks performed",
    "",
    "| Check | Result | Source |",
    "| --- | --- | --- |",
    `| Company registry | Match | [${f.registry.name}](${f.registry.url}) |`,
    "| Sanctions (OFAC, EU, UK HMT, UN) | No match | [OFAC SDN list](https://sanctionssearch.ofac.treas.gov/) |",
    "| PEP screening of directors | No match | Provider PEP database |",
    `| Adverse media (24 months) | ${f.mediaItems === 0 ? "Nothing found" : `${f.mediaItems} item(s), reviewed, not relevant`} | News search |`,
    `| Website | ${website ? `[${website}](${website}) reachable, TLS valid` : "Not checked (no website given)"} | Crawler |`,
    "",
    ...(notes ? ["## Analyst notes", "", `> ${notes}`, ""] : []),
    "## Recommendation",
    "",
    `1. Approve ${f.company} at standard due diligence.`,
    "2. Re-verify in 12 months, or earlier on a change of ownership or directors.",
    "3. Keep this report with the onboarding file.",
    "",
  ].join("\n");
}

export function kybOutput(input: JsonObject, completedAt: string): JsonObject {
  const f = kybFindings(input);
  return {
    company: {
      name: f.company,
      country_code: f.country,
      registration_number: f.registryNumber,
      website: text(input, "website") ?? null,
      status: "active",
      incorporated_on: f.incorporatedOn,
    },
    risk: { score: f.score, level: f.level.toLowerCase() },
    checks: [
      { check: "company_registry", result: "match", source_url: f.registry.url },
      { check: "sanctions", result: "no_match", lists: ["OFAC", "EU", "UK_HMT", "UN"] },
      { check: "pep", result: "no_match", persons_screened: f.directors },
      {
        check: "adverse_media",
        result: f.mediaItems === 0 ? "none" : "dismissed",
        items: f.mediaItems,
      },
    ],
    generated_at: completedAt,
  };
}
