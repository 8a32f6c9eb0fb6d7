import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { keys, startSandbox, type Harness } from "./harness";

interface LabelValue {
  label: string;
  value: string;
}
interface Hit {
  id: string;
  provider_reference: string;
  status: string;
  fields: LabelValue[];
  hit_categories: string[];
  remediation: Record<string, unknown>;
}
interface Search {
  id: string;
  reference: string;
  status: string;
  input: LabelValue[];
  hit_counts: Record<string, number>;
  hits: Hit[];
  alert_ids: string[];
  created_at: string;
  updated_at: string;
}
interface Fact {
  predicate: string;
  value: string;
  citations: { name: string; url: string | null }[];
}
interface Alert {
  id: string;
  remediation_status: string;
  search_id: string;
  profile_facts: Fact[];
  hits: {
    reference: string;
    evidences: { type: string; categories: string[]; supporting_facts: Fact[] }[];
    resolution: Record<string, unknown> & { applied_rule: { name: string } };
  }[];
}
interface SeedSearch {
  id: string;
  reference: string;
  status: string;
}
interface SeedAlert {
  id: string;
  reference: string;
  remediation_status: string;
}

const second = 1000;
let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.call("POST", "/_sandbox/reset", { key: null });
  await h.call("POST", "/_sandbox/clock", { key: null, body: { pause: true } });
});

const advance = (ms: number) =>
  h.call("POST", "/_sandbox/clock", { key: null, body: { advance_ms: ms } });
const getSearch = async (id: string) =>
  (await h.call("GET", `/v1/name-screenings/searches/${id}`)).body as Search;
const getAlert = async (id: string) =>
  (await h.call("GET", `/v1/name-screenings/alerts/${id}`)).body as Alert;
async function seeded(customer = 0) {
  const entry = (await h.seed())[customer];
  return {
    searches: entry.searches as SeedSearch[],
    alerts: entry.screening_alerts as SeedAlert[],
  };
}
function payloads(type: string, targetId: string): unknown[] {
  return h.sandbox.context.bus.recent
    .filter((event) => event.type === type && event.targetId === targetId)
    .map((event) => event.payload);
}
function expectCountsToMatchHits(search: Search) {
  const counts = { FALSE_POSITIVE: 0, TRUE_POSITIVE: 0, UNRESOLVED: 0 };
  for (const hit of search.hits) counts[hit.status as keyof typeof counts] += 1;
  expect(search.hit_counts).toEqual(counts);
}

describe("§4.13 GET /v1/name-screenings/searches/{id}", () => {
  it("returns a completed search with hits, counts and remediation data", async () => {
    const { searches } = await seeded();
    const withHits = [];
    for (const entry of searches.filter((candidate) => candidate.status === "COMPLETED")) {
      const search = await getSearch(entry.id);
      expect(search).toEqual({
        id: entry.id,
        reference: entry.reference,
        status: "COMPLETED",
        input: expect.arrayContaining([{ label: "Entity type", value: expect.any(String) }]),
        hit_counts: expect.any(Object),
        hits: expect.any(Array),
        alert_ids: expect.any(Array),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expectCountsToMatchHits(search);
      if (search.hits.length > 0) withHits.push(search);
    }
    expect(withHits.length).toBeGreaterThan(0);
    const hit = withHits[0].hits[0];
    expect(hit).toEqual({
      id: expect.any(String),
      provider_reference: expect.any(String),
      profile_reference: expect.any(String),
      provider_url: expect.stringMatching(/^https:\/\//),
      status: expect.stringMatching(/^(FALSE_POSITIVE|TRUE_POSITIVE|UNRESOLVED)$/),
      fields: expect.arrayContaining([{ label: "Matched name", value: expect.any(String) }]),
      hit_categories: expect.any(Array),
      remediation: {
        sync_status: expect.any(String),
        determination: expect.any(String),
        action: expect.any(String),
        status: expect.any(String),
        action_taken: expect.toBeOneOf([null, "RESOLVED"]),
        determined_at: expect.toBeOneOf([null, expect.any(String)]),
        author: expect.toBeOneOf([null, expect.any(String)]),
        summary: expect.toBeOneOf([null, expect.any(String)]),
      },
    });
    const categories = new Set(
      withHits.flatMap((search) => search.hits.flatMap((entry) => entry.hit_categories)),
    );
    for (const category of ["SANCTION", "PEP", "MEDIA", "WATCHLIST", "ENFORCEMENT"]) {
      expect(categories).toContain(category);
    }
  });

  it("links a search to the alerts created from it (alert_ids)", async () => {
    const { searches, alerts } = await seeded();
    const linked = (await Promise.all(searches.map((entry) => getSearch(entry.id)))).flatMap(
      (search) => search.alert_ids,
    );
    expect(new Set(linked)).toEqual(new Set(alerts.map((alert) => alert.id)));
  });

  it("returns PENDING and FAILED searches without hits", async () => {
    const { searches } = await seeded();
    for (const status of ["PENDING", "FAILED"]) {
      const entry = searches.find((candidate) => candidate.status === status);
      expect(entry, status).toBeDefined();
      const search = await getSearch(entry?.id ?? "");
      expect(search).toMatchObject({ status, hits: [], alert_ids: [] });
      expect(search.hit_counts).toEqual({ FALSE_POSITIVE: 0, TRUE_POSITIVE: 0, UNRESOLVED: 0 });
    }
  });

  it("answers an unknown search, a non-UUID id and another customer's with 404 { error }", async () => {
    const theirs = (await seeded(1)).searches[0];
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", theirs.id]) {
      const res = await h.call("GET", `/v1/name-screenings/searches/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Search not found" });
    }
    expect(
      (await h.call("GET", `/v1/name-screenings/searches/${theirs.id}`, { key: keys.globex }))
        .status,
    ).toBe(200);
  });
});

describe("§2.10 GET /v1/name-screenings/alerts/{id}", () => {
  it("returns every field of an alert", async () => {
    const { alerts } = await seeded();
    const alert = await getAlert(alerts[0].id);
    expect(alert).toEqual({
      id: alerts[0].id,
      reference: alerts[0].reference,
      alt_reference: expect.any(String),
      status: "COMPLETED",
      remediation_status: alerts[0].remediation_status,
      search_id: expect.any(String),
      profile_facts: expect.any(Array),
      hits: expect.any(Array),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it("cites all five sources in profile facts, some without a URL", async () => {
    const { alerts } = await seeded();
    for (const entry of alerts) {
      const citations = (await getAlert(entry.id)).profile_facts.flatMap((fact) => fact.citations);
      expect(new Set(citations.map((citation) => citation.name))).toEqual(
        new Set(["HIT", "PROFILE", "ARTICLE", "REGISTRY", "WEB_SEARCH"]),
      );
      expect(citations.some((citation) => citation.url === null)).toBe(true);
    }
  });

  it("gives each hit PRIMARY_NAME and DOB evidence with supporting facts, and a resolution", async () => {
    const { alerts } = await seeded();
    const alert = await getAlert(alerts[0].id);
    for (const hit of alert.hits) {
      expect(hit.evidences.map((evidence) => evidence.type)).toEqual(["PRIMARY_NAME", "DOB"]);
      for (const evidence of hit.evidences) {
        expect(evidence.categories.length).toBeGreaterThan(0);
        expect(evidence.supporting_facts[0]).toEqual({
          predicate: expect.any(String),
          value: expect.any(String),
          citations: [{ name: "HIT", url: expect.any(String) }],
        });
      }
      expect(hit.resolution).toEqual({
        status: expect.any(String),
        summary: expect.any(String),
        author: expect.any(String),
        action: expect.any(String),
        determination: expect.any(String),
        applied_rule: { name: expect.any(String) },
      });
    }
  });

  it("answers an unknown alert and another customer's with 404 { error }", async () => {
    const theirs = (await seeded(1)).alerts[0];
    for (const id of ["00000000-0000-4000-8000-000000000000", theirs.id]) {
      const res = await h.call("GET", `/v1/name-screenings/alerts/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Alert not found" });
    }
  });
});

describe("§3.4 search completion and §6 search_completed", () => {
  it("completes a PENDING search on the sandbox clock and sends the search object", async () => {
    const pending = (await seeded()).searches.filter((entry) => entry.status === "PENDING");
    expect(pending).toHaveLength(2);
    // The seeded PENDING searches complete 45 and 120 sandbox seconds after a reset.
    for (const [entry, wait] of [
      [pending[0], 45],
      [pending[1], 75],
    ] as const) {
      expect((await getSearch(entry.id)).status).toBe("PENDING");
      await advance(wait * second);
      const search = await getSearch(entry.id);
      expect(search.status).toBe("COMPLETED");
      expect(payloads("search_completed", entry.id)).toEqual([search]);
    }
  });

  it("creates an alert from a completed search with hits, remediated later", async () => {
    const first = (await seeded()).searches.find((entry) => entry.status === "PENDING");
    await advance(45 * second);
    const search = await getSearch(first?.id ?? "");
    expect(search.hit_counts.UNRESOLVED).toBeGreaterThan(0);
    expect(search.alert_ids).toHaveLength(1);
    const [alertId] = search.alert_ids;
    expect((await getAlert(alertId)).remediation_status).toBe("PENDING");
    // A seeded search's alert waits for hours of sandbox time, as a demo backlog.
    await advance(10 * 60 * second);
    expect((await getAlert(alertId)).remediation_status).toBe("PENDING");
    await advance(4 * 60 * 60 * second);
    expect((await getAlert(alertId)).remediation_status).toBe("REMEDIATED");
  });
});

describe("§3.5 alert remediation and §6 alert_remediated", () => {
  it("remediates every hit of an open alert and sends the alert object", async () => {
    const open = (await seeded()).alerts.find((entry) => entry.remediation_status === "PENDING");
    const before = await getAlert(open?.id ?? "");
    expect(before.hits.some((hit) => hit.resolution.determination === "UNRESOLVED")).toBe(true);
    await advance(30 * 60 * second);
    // Half an hour into the demo the seeded backlog is still there for an analyst to review.
    expect((await getAlert(before.id)).remediation_status).toBe("PENDING");
    await advance(27 * 60 * 60 * second);
    const after = await getAlert(before.id);
    expect(after.remediation_status).toBe("REMEDIATED");
    for (const hit of after.hits) {
      expect(hit.resolution).toMatchObject({ status: "RESOLVED", author: "SERVICE" });
      expect(hit.resolution.determination).not.toBe("UNRESOLVED");
    }
    expect(payloads("alert_remediated", before.id)).toEqual([after]);

    const search = await getSearch(after.search_id);
    expect(search.hit_counts.UNRESOLVED).toBe(0);
    expectCountsToMatchHits(search);
    for (const hit of search.hits) {
      expect(hit.remediation).toMatchObject({
        sync_status: "SYNCED",
        action_taken: "RESOLVED",
        author: "SERVICE",
      });
    }
  });
});

describe("§6 screening events fired through the control plane", () => {
  const fire = (body: Record<string, unknown>) =>
    h.call("POST", "/_sandbox/events", { key: null, body });

  it("fires search_completed on a named search and on a fitting one", async () => {
    const pending = (await seeded()).searches.filter((entry) => entry.status === "PENDING");
    const named = await fire({ type: "search_completed", target_id: pending[1].id });
    expect(named.body).toMatchObject({ target_id: pending[1].id });
    expect((await getSearch(pending[1].id)).status).toBe("COMPLETED");
    const picked = (await fire({ type: "search_completed" })).body as { target_id: string };
    expect(picked.target_id).toBe(pending[0].id);
    const fresh = (await fire({ type: "search_completed" })).body as { target_id: string };
    expect((await getSearch(fresh.target_id)).status).toBe("COMPLETED");
  });

  it("fires alert_remediated on a named alert and on a fitting one", async () => {
    const open = (await seeded()).alerts.filter((entry) => entry.remediation_status === "PENDING");
    await fire({ type: "alert_remediated", target_id: open[0].id });
    expect((await getAlert(open[0].id)).remediation_status).toBe("REMEDIATED");
    const picked = (await fire({ type: "alert_remediated" })).body as { target_id: string };
    expect((await getAlert(picked.target_id)).remediation_status).toBe("REMEDIATED");
    expect(payloads("alert_remediated", picked.target_id)).toHaveLength(1);
  });

  it("answers an unknown target with 404", async () => {
    const res = await fire({
      type: "alert_remediated",
      target_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(res.status).toBe(404);
  });
});

describe("seed: GET /_sandbox/seed searches and screening_alerts", () => {
  it("seeds searches in all three statuses and alerts in both remediation states", async () => {
    for (const customer of [0, 1]) {
      const { searches, alerts } = await seeded(customer);
      expect(new Set(searches.map((entry) => entry.status))).toEqual(
        new Set(["PENDING", "COMPLETED", "FAILED"]),
      );
      expect(new Set(alerts.map((entry) => entry.remediation_status))).toEqual(
        new Set(["PENDING", "REMEDIATED"]),
      );
    }
  });

  it("is the same on every start and after a reset", async () => {
    const first = await seeded();
    await advance(10 * 60 * second);
    expect(await seeded()).not.toEqual(first);
    await h.call("POST", "/_sandbox/reset", { key: null });
    expect(await seeded()).toEqual(first);
    const other = await startSandbox();
    try {
      const entry = (await other.seed())[0];
      expect({ searches: entry.searches, alerts: entry.screening_alerts }).toEqual(first);
    } finally {
      await other.close();
    }
  });
});
