import type { AlertView } from "../screening/directory";
import { stableInt, stableRef } from "./ids";
import { text } from "./kyb-report";
import type { JsonObject } from "./types";

/**
 * The name-screening remediation flow's output, exactly the shape of spec 2.3: two hits resolved as
 * false positives by a rule (with the evidence, facts and sources behind the rule) and one left for
 * an analyst, which carries no rule_resolution, hit_facts or hit_sources.
 */
interface Candidate {
  name: string;
  dob: string;
  list: string;
  url: string;
  category: string;
}

const candidates: Candidate[] = [
  {
    name: "Jonathon Mayer",
    dob: "1952-08-30",
    list: "OFAC SDN",
    url: "https://sanctionssearch.ofac.treas.gov/Details.aspx?id=17245",
    category: "SANCTION",
  },
  {
    name: "J. Meyers-Holt",
    dob: "1968-01-14",
    list: "EU consolidated list",
    url: "https://data.europa.eu/data/datasets/consolidated-list-of-persons-groups-and-entities-subject-to-eu-financial-sanctions",
    category: "SANCTION",
  },
];

function resolvedHit(
  alertId: string,
  entity: string,
  candidate: Candidate,
  index: number,
  reference?: string,
) {
  const ref = reference ?? `HIT-${stableRef(`${alertId}:hit:${index}`)}`;
  const score = stableInt(`${alertId}:${index}:score`, 58, 79) / 100;
  const source = { id: `src_${index}`, type: "SANCTIONS_LIST", url: candidate.url };
  const profileName = { id: `pf_name`, predicate: "name", value: entity };
  const hitName = { id: `hf_${index}_name`, predicate: "name", value: candidate.name };
  const hitDob = { id: `hf_${index}_dob`, predicate: "date_of_birth", value: candidate.dob };
  const rule = {
    name: "Name similarity below threshold with conflicting date of birth",
    action: "SET_AS_FALSE_POSITIVE",
  };
  return {
    hit_reference: ref,
    verdict: "FALSE_POSITIVE",
    reason: "full-resolution",
    basis: "primary_name_mismatch_and_dob_conflict",
    comment: `${candidate.name} (${candidate.list}) is not ${entity}: the names differ and the listed date of birth ${candidate.dob} conflicts with the profile.`,
    rule_resolution: {
      action: "SET_AS_FALSE_POSITIVE",
      applied_rule: rule,
      matching_rules: [rule, { name: "Different date of birth", action: "COMMENT_FALSE_POSITIVE" }],
      primary_name_evidence: {
        types: ["PRIMARY_NAME"],
        profile_fact_id: profileName.id,
        hit_fact_id: hitName.id,
        description: `Screened name "${entity}" compared with listed name "${candidate.name}"`,
        similarity_score: score,
        candidate_name: candidate.name,
      },
      other_name_evidences: [],
      other_evidences: [
        {
          types: ["DOB"],
          profile_fact_id: "pf_dob",
          hit_fact_id: hitDob.id,
          description: `Listed date of birth ${candidate.dob} does not match the profile`,
        },
      ],
      matching_segments: [
        {
          profile_segment: entity.split(" ").pop() ?? entity,
          hit_segment: candidate.name.split(" ").pop(),
          score,
        },
      ],
    },
    hit_facts: [hitName, hitDob].map((fact) => ({
      ...fact,
      source_id: source.id,
      snippet: `${candidate.list} entry: ${candidate.name}, born ${candidate.dob}`,
    })),
    hit_sources: [source],
  };
}

function unresolvedHit(reference: string, entity: string) {
  return {
    hit_reference: reference,
    verdict: "UNRESOLVED",
    reason: "left-for-analyst",
    basis: "insufficient_profile_data",
    comment: `An adverse media article names a "${entity}" without a date of birth or address; an analyst must decide.`,
  };
}

/**
 * One entry per hit of the named alert when the service knows it: a listed namesake with a date of
 * birth is cleared by the rule, one without is left for an analyst. Unknown alert: the sample's
 * three hits, under references derived from the alert id.
 */
function perHitOf(alertId: string, entity: string, alert: AlertView | undefined) {
  if (!alert) {
    return [
      ...candidates.map((candidate, index) => resolvedHit(alertId, entity, candidate, index + 1)),
      unresolvedHit(`HIT-${stableRef(`${alertId}:hit:3`)}`, entity),
    ];
  }
  return alert.hits.map((hit, index) =>
    hit.dob
      ? resolvedHit(
          alertId,
          entity,
          {
            name: hit.matchedName,
            dob: hit.dob,
            list: hit.listing,
            url: hit.url,
            category: hit.category,
          },
          index + 1,
          hit.reference,
        )
      : unresolvedHit(hit.reference, entity),
  );
}

export function screeningRemediationOutput(input: JsonObject, alert?: AlertView): JsonObject {
  const alertId = text(input, "alert_id") ?? "";
  const entity = alert?.entityName ?? text(input, "entity_name") ?? "";
  const perHit = perHitOf(alertId, entity, alert);
  const unresolved = perHit.filter((hit) => hit.verdict === "UNRESOLVED").length;
  return {
    status: unresolved > 0 ? "PARTIALLY_RESOLVED" : "RESOLVED",
    alert_id: alertId,
    hits_processed: perHit.length,
    needs_human_review: unresolved,
    synced: input.sync_to_provider !== false,
    per_hit: perHit,
  };
}
