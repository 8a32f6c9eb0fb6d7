import type { Rng } from "../../core/random";
import type { HitRecord, Subject, Verdict } from "./model";
import type { HitTemplate } from "./subjects";

/**
 * Turns hit templates into hit records, with provider references and URLs, and with the verdict
 * automated remediation will reach: the rule it applies follows from the evidence (a differing
 * date of birth, another jurisdiction, or a full match), as a screening analyst would reason.
 */
const providerHost = "https://screening.worldwatch.example";
const newsHost = "https://news-archive.example";

function verdictFor(subject: Subject, template: HitTemplate): Verdict {
  if (template.truth === "TRUE_POSITIVE") {
    return {
      determination: "TRUE_POSITIVE",
      action: "DO_NOTHING",
      rule: "Exact name and identifier match",
      summary: `${template.name} matches the screened profile on name${
        template.dob ? " and date of birth" : " and jurisdiction"
      }; listed on ${template.listing}. Escalated to an analyst.`,
    };
  }
  if (subject.kind === "PERSON" && template.dob && template.dob !== subject.dob) {
    return {
      determination: "FALSE_POSITIVE",
      action: "SET_AS_FALSE_POSITIVE",
      rule: "Date of birth mismatch",
      summary: `Listed date of birth ${template.dob} differs from the profile's ${subject.dob}.`,
    };
  }
  const where = subject.kind === "PERSON" ? subject.nationality : subject.country;
  return {
    determination: "FALSE_POSITIVE",
    action: "COMMENT_FALSE_POSITIVE",
    rule: "Different jurisdiction, no shared identifier",
    summary: `The hit concerns a ${template.country ?? "different"} party; the profile is ${where}, and no identifier is shared.`,
  };
}

export function buildHits(
  rng: Rng,
  newId: () => string,
  subject: Subject,
  templates: HitTemplate[],
): HitRecord[] {
  return templates.map((template) => {
    const profileReference = `WW-${rng.int(1_000_000, 9_999_999)}`;
    const slug = template.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    return {
      id: newId(),
      providerReference: `HIT-${rng.hex(10).toUpperCase()}`,
      profileReference,
      providerUrl: `${providerHost}/profiles/${profileReference}`,
      articleUrl: `${newsHost}/${rng.int(2019, 2026)}/${slug}-${rng.int(1000, 9999)}`,
      matchedName: template.name,
      dob: template.dob,
      country: template.country,
      listing: template.listing,
      categories: template.categories,
      score: template.score,
      verdict: verdictFor(subject, template),
    };
  });
}

export const searchReference = (rng: Rng, at: number) =>
  `NS-${new Date(at).getUTCFullYear()}-${String(rng.int(1, 999_999)).padStart(6, "0")}`;

export const alertReference = (rng: Rng, at: number) =>
  `NSA-${new Date(at).getUTCFullYear()}-${String(rng.int(1, 999_999)).padStart(6, "0")}`;

export const caseReference = (rng: Rng) => `WW-CASE-${rng.hex(8).toUpperCase()}`;
