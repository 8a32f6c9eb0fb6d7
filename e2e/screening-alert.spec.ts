import { e2e } from "./env";
import { expect, expectAccessible, sandbox, signIn, test } from "./fixtures";

interface Fact {
  predicate: string;
  value: string;
  citations: { name: string; url: string | null }[];
}
interface ScreeningAlert {
  id: string;
  reference: string;
  remediation_status: string;
  search_id: string;
  profile_facts: Fact[];
  hits: {
    reference: string;
    evidences: { type: string; supporting_facts: Fact[] }[];
    resolution: {
      status: string;
      summary: string;
      author: string;
      applied_rule: { name: string } | null;
    };
  }[];
}
interface Seed {
  customers: { api_key: string; screening_alerts: { id: string; remediation_status: string }[] }[];
}

const evidenceLabels: Record<string, string> = {
  PRIMARY_NAME: "Primary name",
  DOB: "Date of birth",
};
const citationLabels: Record<string, string> = {
  HIT: "Hit",
  PROFILE: "Profile",
  ARTICLE: "Article",
  REGISTRY: "Registry",
  WEB_SEARCH: "Web search",
};

test.describe("a name screening alert", () => {
  test("shows facts with citations, each hit's evidences and its resolution", async ({ page }) => {
    const seed = await sandbox<Seed>("/_sandbox/seed");
    const mine = seed.customers.find((customer) => customer.api_key === e2e.apiKey);
    const remediated = mine?.screening_alerts.find((a) => a.remediation_status === "REMEDIATED");
    expect(remediated, "a remediated seeded alert").toBeDefined();
    const alert = await sandbox<ScreeningAlert>(
      `/v1/name-screenings/alerts/${remediated?.id ?? ""}`,
      { key: true },
    );

    await signIn(page, e2e.analyst);
    await page.goto(`/screening/alerts/${alert.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(alert.reference);
    await expect(page.getByText(alert.remediation_status, { exact: true })).toBeVisible();

    const facts = page.getByRole("table", { name: "Facts about the screened profile" });
    await expect(facts.locator("tbody tr")).toHaveCount(alert.profile_facts.length);
    for (const fact of alert.profile_facts) {
      await expect(facts).toContainText(fact.value);
      for (const citation of fact.citations) {
        const label = citationLabels[citation.name] ?? citation.name;
        if (citation.url) {
          await expect(facts.locator(`a[href="${citation.url}"]`).first()).toContainText(label);
        } else {
          await expect(facts.getByText(label, { exact: true }).first()).toBeVisible();
        }
      }
    }
    // A citation without a URL is named, never linked.
    expect(await facts.locator("a", { hasText: "Profile" }).count()).toBe(0);

    for (const hit of alert.hits) {
      const card = page.getByRole("article", { name: `Hit ${hit.reference}` });
      await expect(card).toBeVisible();
      for (const evidence of hit.evidences) {
        await expect(card).toContainText(evidenceLabels[evidence.type] ?? evidence.type);
        for (const fact of evidence.supporting_facts) await expect(card).toContainText(fact.value);
      }
      await expect(card).toContainText(hit.resolution.summary);
      await expect(card).toContainText(hit.resolution.status);
      if (hit.resolution.applied_rule) {
        await expect(card).toContainText(hit.resolution.applied_rule.name);
      }
      if (hit.resolution.author !== "SERVICE")
        await expect(card).toContainText(hit.resolution.author);
    }
    await expect(
      page.getByRole("link", { name: "Open the search this alert came from" }),
    ).toHaveAttribute("href", `/screening/searches/${alert.search_id}`);
    await expectAccessible(page);

    // Looking it up indexed it: the screening page lists it.
    await page.goto("/screening");
    await expect(
      page
        .getByRole("table", { name: /^Name screening alerts/ })
        .getByRole("link", { name: alert.reference }),
    ).toBeVisible();
  });

  test("an unknown alert id is explained", async ({ page }) => {
    await signIn(page, e2e.analyst);
    const response = await page.goto("/screening/alerts/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("No alert with this id")).toBeVisible();
    await expectAccessible(page);
  });
});
