import {
  hitStatus,
  type AlertRecord,
  type HitRecord,
  type SearchRecord,
  type Subject,
} from "./model";

/**
 * The JSON of searches (§2.9) and alerts (§2.10). Both are views of one set of hit records, so a
 * remediation shows in the alert and in its search at once, and hit_counts always add up.
 */
const iso = (ms: number) => new Date(ms).toISOString();
const webSearch = (query: string) => `https://duckduckgo.com/?q=${encodeURIComponent(query)}`;
type Citation = {
  name: "HIT" | "PROFILE" | "ARTICLE" | "REGISTRY" | "WEB_SEARCH";
  url: string | null;
};
const fact = (predicate: string, value: string, ...citations: Citation[]) => ({
  predicate,
  value,
  citations,
});
const profile: Citation = { name: "PROFILE", url: null };

function inputFields(subject: Subject) {
  const fields =
    subject.kind === "PERSON"
      ? [
          ["Full name", subject.name],
          ["Date of birth", subject.dob],
          ["Nationality", subject.nationality],
        ]
      : [
          ["Company name", subject.name],
          ["Country of registration", subject.country],
          ["Registration number", subject.registrationNumber],
        ];
  return [...fields, ["Entity type", subject.kind]]
    .filter((field): field is [string, string] => field[1] !== undefined)
    .map(([label, value]) => ({ label, value }));
}

function remediationJson(hit: HitRecord) {
  const done = hit.resolution;
  return {
    sync_status: done ? "SYNCED" : "PENDING",
    determination: done?.determination ?? "UNRESOLVED",
    action: done?.action ?? "DO_NOTHING",
    status: done ? "CLOSED" : "OPEN",
    action_taken: done ? "RESOLVED" : null,
    determined_at: done ? iso(done.determinedAt) : null,
    author: done?.author ?? null,
    summary: done?.summary ?? null,
  };
}

function hitJson(hit: HitRecord) {
  const fields = [
    ["Matched name", hit.matchedName],
    ["Date of birth", hit.dob],
    ["Country", hit.country],
    ["Listing", hit.listing],
    ["Match score", hit.score.toFixed(2)],
  ].filter((field): field is [string, string] => field[1] !== undefined);
  return {
    id: hit.id,
    provider_reference: hit.providerReference,
    profile_reference: hit.profileReference,
    provider_url: hit.providerUrl,
    status: hitStatus(hit),
    fields: fields.map(([label, value]) => ({ label, value })),
    hit_categories: hit.categories,
    remediation: remediationJson(hit),
  };
}

/** `alert_ids` is our name for the attribute the spec describes as "alerts created from the search". */
export function searchJson(search: SearchRecord) {
  const counts = { FALSE_POSITIVE: 0, TRUE_POSITIVE: 0, UNRESOLVED: 0 };
  for (const hit of search.hits) counts[hitStatus(hit)] += 1;
  return {
    id: search.id,
    reference: search.reference,
    status: search.status,
    input: inputFields(search.subject),
    hit_counts: counts,
    hits: search.hits.map(hitJson),
    alert_ids: search.alertIds,
    created_at: iso(search.createdAt),
    updated_at: iso(search.updatedAt),
  };
}

// Between them the facts cite all five sources; only the screened profile itself has no URL.
function profileFacts(search: SearchRecord) {
  const { subject } = search;
  const hitUrl = search.hits[0]?.providerUrl ?? null;
  const registry = `https://registry-lookup.example/entities/${encodeURIComponent(subject.registrationNumber ?? subject.name)}`;
  const article = search.hits[0]?.articleUrl ?? null;
  const facts =
    subject.kind === "PERSON"
      ? [
          fact("name", subject.name, profile),
          fact("date_of_birth", subject.dob ?? "unknown", profile, {
            name: "REGISTRY",
            url: registry,
          }),
          fact("nationality", subject.nationality ?? "unknown", profile, {
            name: "WEB_SEARCH",
            url: webSearch(subject.name),
          }),
          fact("occupation", subject.role, { name: "ARTICLE", url: article }),
        ]
      : [
          fact("name", subject.name, profile),
          fact("registration_number", subject.registrationNumber ?? "unknown", {
            name: "REGISTRY",
            url: registry,
          }),
          fact("country_of_registration", subject.country ?? "unknown", profile, {
            name: "REGISTRY",
            url: registry,
          }),
          fact(
            "sector",
            subject.role,
            { name: "ARTICLE", url: article },
            { name: "WEB_SEARCH", url: webSearch(subject.name) },
          ),
        ];
  const aliases = subject.aliases.map((alias) =>
    fact("alias", alias, { name: "HIT", url: hitUrl }),
  );
  return [...facts, ...aliases];
}

function nameCategory(score: number): string {
  if (score >= 0.97) return "EXACT_MATCH";
  return score >= 0.88 ? "STRONG_MATCH" : "PARTIAL_MATCH";
}

function alertHitJson(subject: Subject, hit: HitRecord) {
  const fromHit: Citation = { name: "HIT", url: hit.providerUrl };
  const evidences = [
    {
      type: "PRIMARY_NAME",
      categories: [nameCategory(hit.score)],
      supporting_facts: [
        fact("name", hit.matchedName, fromHit),
        fact("name", subject.name, profile),
      ],
    },
  ];
  if (subject.kind === "PERSON") {
    const dobCategory = !hit.dob ? "UNKNOWN" : hit.dob === subject.dob ? "MATCH" : "MISMATCH";
    evidences.push({
      type: "DOB",
      categories: [dobCategory],
      supporting_facts: [
        fact("date_of_birth", hit.dob ?? "not listed", fromHit),
        fact("date_of_birth", subject.dob ?? "unknown", profile),
      ],
    });
  }
  const done = hit.resolution;
  return {
    reference: hit.providerReference,
    hit_categories: hit.categories,
    evidences,
    resolution: {
      status: done ? "RESOLVED" : "NOTHING",
      summary: done?.summary ?? "No rule resolved this hit yet; it awaits automated review",
      author: done?.author ?? "SERVICE",
      action: done?.action ?? "DO_NOTHING",
      determination: done?.determination ?? "UNRESOLVED",
      applied_rule: { name: done?.rule ?? "No rule applied" },
    },
  };
}

/** `search_id` is an addition of ours: it links the alert back to the search it came from. */
export function alertJson(alert: AlertRecord, search: SearchRecord) {
  return {
    id: alert.id,
    reference: alert.reference,
    alt_reference: alert.altReference,
    status: "COMPLETED",
    remediation_status: alert.remediated ? "REMEDIATED" : "PENDING",
    search_id: search.id,
    profile_facts: profileFacts(search),
    hits: search.hits.map((hit) => alertHitJson(search.subject, hit)),
    created_at: iso(alert.createdAt),
    updated_at: iso(alert.updatedAt),
  };
}
