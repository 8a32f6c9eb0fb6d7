import path from "node:path";
import Database from "better-sqlite3";
import {
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from "@playwright/test";
import { e2e } from "./env";
import { expect, expectAccessible, sandbox, signIn, test } from "./fixtures";

/**
 * Share links end to end: an analyst shares a report, a reviewer without an account reads the
 * frozen copy in a fresh browser, and revocation, expiry and an unknown token all meet one 404.
 */

interface Seed {
  customers: {
    api_key: string;
    flows: { id: string; kind: string }[];
    flow_runs: { id: string; flow_id: string; status: string }[];
    cdds: { id: string; state: string }[];
  }[];
}

interface CreatedShare {
  link: { id: string; viewCount: number; snapshotSha256: string; state: string; expiresAt: string };
  url: string;
}

async function seededReports() {
  const seed = await sandbox<Seed>("/_sandbox/seed");
  const customer = seed.customers.find((c) => c.api_key === e2e.apiKey)!;
  const reportFlow = customer.flows.find((f) => f.kind === "report")!;
  const run = customer.flow_runs.find(
    (r) => r.flow_id === reportFlow.id && r.status === "COMPLETED",
  )!;
  const cdd = customer.cdds.find((c) => c.state === "COMPLETED")!;
  return { runId: run.id, cddId: cdd.id };
}

async function share(page: Page, body: Record<string, unknown>): Promise<CreatedShare> {
  const response = await page.request.post("/api/shares", { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** Moves a link's expiry into the past in the test store: the link "has expired". */
function expireInStore(linkId: string): void {
  const db = new Database(path.join(e2e.dataDir, "console.db"));
  try {
    db.pragma("busy_timeout = 5000");
    const past = new Date(Date.now() - 60_000).toISOString();
    const result = db
      .prepare("UPDATE share_links SET expires_at = ? WHERE id = ?")
      .run(past, linkId);
    expect(result.changes).toBe(1);
  } finally {
    db.close();
  }
}

/**
 * The 404 body with what differs per request by construction masked: the CSP nonce (taken from
 * the response's own header) and the token, which is part of the URL Next serialises.
 */
async function normalised(response: APIResponse, token: string): Promise<string> {
  const csp = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, "the share page's CSP carries a nonce").toBeTruthy();
  return (await response.text()).replaceAll(nonce!, "NONCE").replaceAll(token, "TOKEN");
}

function tokenOf(url: string): string {
  return new URL(url).pathname.split("/").pop()!;
}

async function switchUser(page: Page, who: { email: string; password: string }) {
  await page.context().clearCookies();
  await signIn(page, who);
}

async function anonymous(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: e2e.baseURL });
}

test.describe("share links", () => {
  test("a reviewer without an account reads exactly the shared report, and nothing of the console", async ({
    page,
    browser,
  }) => {
    const { runId } = await seededReports();
    await signIn(page, e2e.analyst);
    const run = await (await page.request.get(`/api/flow-runs/${runId}`)).json();
    const created = await share(page, {
      kind: "flow_run_report",
      targetId: runId,
      expiresIn: "24h",
      label: "For the external auditor",
    });
    expect(created.url).toBe(`${e2e.baseURL}/share/${tokenOf(created.url)}`);
    expect(tokenOf(created.url)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const reviewer = await browser.newContext();
    try {
      const reviewerPage = await reviewer.newPage();
      const requested: string[] = [];
      const leaks: string[] = [];
      reviewerPage.on("request", (r) => requested.push(r.url()));
      reviewerPage.on("response", async (r) => {
        try {
          if ((await r.body()).includes(e2e.apiKey)) leaks.push(r.url());
        } catch {
          // Redirects and aborted requests have no body to read.
        }
      });
      const response = await reviewerPage.goto(created.url);
      expect(response!.status()).toBe(200);
      const headers = response!.headers();
      expect(headers["referrer-policy"]).toBe("no-referrer");
      expect(headers["x-robots-tag"]).toContain("noindex");
      expect(headers["cache-control"]).toContain("no-store");
      expect(headers["content-security-policy"]).toContain("default-src 'none'");
      await expect(reviewerPage.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        /noindex/,
      );

      await expect(
        reviewerPage.getByRole("heading", { level: 1, name: "Flow run report" }),
      ).toBeVisible();
      await expect(reviewerPage.getByText("For the external auditor")).toBeVisible();
      // The sharer's name, not their e-mail address (they did not choose to show it).
      await expect(reviewerPage.getByText("Shared by")).toBeVisible();
      await expect(reviewerPage.getByText(e2e.analyst.email)).toHaveCount(0);
      await expect(reviewerPage.getByText(created.link.snapshotSha256)).toBeVisible();
      const firstLine = (run.report as string).split("\n").find((l) => l.startsWith("# "))!;
      await expect(
        reviewerPage.getByRole("heading", { name: firstLine.slice(2).trim() }),
      ).toBeVisible();

      // Nothing of the console: no navigation, no link back into it, nothing from another host.
      await expect(reviewerPage.getByRole("navigation")).toHaveCount(0);
      const hrefs = await reviewerPage
        .locator("a[href]")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
      expect(hrefs.filter((href) => href.startsWith("/") || href.startsWith(e2e.baseURL))).toEqual(
        [],
      );
      expect(requested.filter((url) => !url.startsWith(e2e.baseURL))).toEqual([]);
      expect(leaks).toEqual([]);
      await expectAccessible(reviewerPage);
    } finally {
      await reviewer.close();
    }

    // The view was counted and logged, without an actor.
    const listed = await (await page.request.get("/api/shares")).json();
    const mine = listed.items.find((l: { id: string }) => l.id === created.link.id);
    expect(mine).toMatchObject({
      viewCount: 1,
      state: "active",
      label: "For the external auditor",
    });
    await switchUser(page, e2e.admin);
    const audit = await (
      await page.request.get(`/api/audit?action=share.viewed&target_id=${created.link.id}`)
    ).json();
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      actorEmail: null,
      outcome: "success",
      targetType: "share_link",
    });
  });

  test("a shared CDD report names no service address, and its shared documents open for the link's holder", async ({
    page,
  }) => {
    const { cddId } = await seededReports();
    await signIn(page, e2e.analyst);
    const pdf = Buffer.from("%PDF-1.4\n% shared evidence\n%%EOF\n");
    const upload = await page.request.post(`/api/cdds/${cddId}/documents`, {
      multipart: {
        type: "REGISTRY_EXCERPT",
        file: { name: "shared-evidence.pdf", mimeType: "application/pdf", buffer: pdf },
      },
    });
    expect(upload.status(), await upload.text()).toBe(200);

    const withDocuments = await share(page, {
      kind: "cdd_report",
      targetId: cddId,
      shareDocuments: true,
    });
    const withoutDocuments = await share(page, { kind: "cdd_report", targetId: cddId });
    const anon = await anonymous();
    try {
      const view = await anon.get(withDocuments.url);
      expect(view.status()).toBe(200);
      const html = await view.text();
      expect(html).not.toContain(e2e.sandboxURL);
      expect(html).not.toContain(`:${e2e.sandboxPort}`);
      expect(html).not.toContain(e2e.analyst.email);
      const token = tokenOf(withDocuments.url);
      const href = new RegExp(`/share/${token}/documents/[^"]+`).exec(html)?.[0];
      expect(href, "a document link through the share token").toBeTruthy();
      const file = await anon.get(href!.replaceAll("&amp;", "&"));
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("application/pdf");
      expect(file.headers()["content-disposition"]).toContain("attachment");
      expect(file.headers()["referrer-policy"]).toBe("no-referrer");

      // Not shared: listed as such, and the other link's document address does not open with it.
      const plain = await (await anon.get(withoutDocuments.url)).text();
      expect(plain).toContain("were not shared with this report");
      expect(plain).not.toContain(e2e.sandboxURL);
      const documentId = href!.split("/").pop()!;
      const borrowed = `/share/${tokenOf(withoutDocuments.url)}/documents/${documentId}`;
      expect((await anon.get(borrowed)).status()).toBe(404);

      // Revoked: the document closes with the report.
      expect((await page.request.post(`/api/shares/${withDocuments.link.id}/revoke`)).ok()).toBe(
        true,
      );
      expect((await anon.get(href!)).status()).toBe(404);
    } finally {
      await anon.dispose();
    }
  });

  test("the Share report dialog on a run and on a CDD report gives a link to copy", async ({
    page,
    browser,
  }) => {
    const { runId, cddId } = await seededReports();
    await signIn(page, e2e.analyst);
    await page.goto(`/runs/${runId}`);
    await page.getByRole("button", { name: "Share report" }).click();
    const dialog = page.getByRole("dialog", { name: "Share report" });
    await expect(dialog.getByLabel("Expires after")).toHaveValue("7d");
    await expect(dialog.getByLabel("Expires after").locator("option")).toHaveText([
      "1 hour",
      "24 hours",
      "7 days",
      "30 days",
    ]);
    await expectAccessible(page);
    await dialog.getByLabel("Expires after").selectOption("1h");
    const label = `Dialog share ${Date.now()}`;
    await dialog.getByLabel("Label for the recipient (optional)").fill(label);
    await dialog.getByRole("button", { name: "Create link" }).click();
    await expect(dialog.getByText("Share link created")).toBeVisible();
    const url = await dialog.getByLabel("Share link").inputValue();
    expect(url).toMatch(new RegExp(`^${e2e.baseURL}/share/[A-Za-z0-9_-]{43}$`));
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const listed = await (await page.request.get("/api/shares")).json();
    const link = listed.items.find((l: { label: string | null }) => l.label === label);
    const hour = Date.parse(link.expiresAt) - Date.parse(link.createdAt);
    expect(hour).toBe(60 * 60_000);

    const reviewer = await browser.newContext();
    try {
      const reviewerPage = await reviewer.newPage();
      await reviewerPage.goto(url);
      await expect(reviewerPage.getByText(label)).toBeVisible();
    } finally {
      await reviewer.close();
    }

    await page.goto(`/cdd/${cddId}/report`);
    await page.getByRole("button", { name: "Share report" }).click();
    await dialog.getByRole("button", { name: "Create link" }).click();
    await expect(dialog.getByText("Share link created")).toBeVisible();
    await expect(dialog.getByLabel("Share link")).toHaveValue(/\/share\//);
  });

  test("revoked, expired and unknown links all answer the same 404", async ({ page }) => {
    const { runId, cddId } = await seededReports();
    await signIn(page, e2e.analyst);
    const label = `revoke me ${Date.now()}`;
    const toRevoke = await share(page, {
      kind: "flow_run_report",
      targetId: runId,
      label,
    });
    const toExpire = await share(page, { kind: "cdd_report", targetId: cddId, expiresIn: "1h" });

    const anon = await anonymous();
    try {
      // Both work before.
      expect((await anon.get(toRevoke.url)).status()).toBe(200);
      const cddView = await anon.get(toExpire.url);
      expect(cddView.status()).toBe(200);
      expect(await cddView.text()).toContain("Customer due diligence (CDD) report");

      // Revoked through the shares page, as its owner.
      await page.goto("/settings/shares");
      const row = page.getByRole("row").filter({ hasText: label });
      await row.getByRole("button", { name: /Revoke/ }).click();
      const dialog = page.getByRole("dialog", { name: "Revoke this link?" });
      await expectAccessible(page);
      await dialog.getByRole("button", { name: "Revoke link" }).click();
      await expect(page.getByText("Link revoked")).toBeVisible();
      await expect(row.getByText("revoked", { exact: true })).toBeVisible();

      // Expired: its expiry moved into the past in the store (see lib/share/clock.ts).
      expireInStore(toExpire.link.id);

      const unknownToken = "A".repeat(43);
      const unknown = await anon.get(`/share/${unknownToken}`);
      const revoked = await anon.get(toRevoke.url);
      const expired = await anon.get(toExpire.url);
      const bodies = [
        await normalised(unknown, unknownToken),
        await normalised(revoked, tokenOf(toRevoke.url)),
        await normalised(expired, tokenOf(toExpire.url)),
      ];
      expect([unknown.status(), revoked.status(), expired.status()]).toEqual([404, 404, 404]);
      expect(bodies[1]).toBe(bodies[0]);
      expect(bodies[2]).toBe(bodies[0]);
      expect(bodies[0]).toContain("This link is not available");
      for (const response of [unknown, revoked, expired]) {
        expect(response.headers()["cache-control"]).toContain("no-store");
        expect(response.headers()["x-robots-tag"]).toContain("noindex");
      }
    } finally {
      await anon.dispose();
    }

    const listed = await (await page.request.get("/api/shares")).json();
    const states = Object.fromEntries(
      listed.items.map((l: { id: string; state: string }) => [l.id, l.state]),
    );
    expect(states[toRevoke.link.id]).toBe("revoked");
    expect(states[toExpire.link.id]).toBe("expired");

    await switchUser(page, e2e.admin);
    const audit = await (
      await page.request.get(`/api/audit?action=share.revoked&target_id=${toRevoke.link.id}`)
    ).json();
    expect(audit.items[0]).toMatchObject({ actorEmail: e2e.analyst.email, outcome: "success" });
    const created = await (
      await page.request.get(`/api/audit?action=share.created&target_id=${toExpire.link.id}`)
    ).json();
    expect(created.items[0]).toMatchObject({ actorEmail: e2e.analyst.email, outcome: "success" });

    // The 404 page itself is accessible and leads nowhere into the console.
    await page.goto("/share/" + "B".repeat(43));
    await expect(page.getByRole("heading", { name: "This link is not available" })).toBeVisible();
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("an analyst sees and revokes only their own links; an admin sees and revokes any", async ({
    page,
  }) => {
    const { cddId } = await seededReports();
    await signIn(page, e2e.admin);
    const admins = await share(page, {
      kind: "cdd_report",
      targetId: cddId,
      label: `admin's link ${Date.now()}`,
    });
    await switchUser(page, e2e.analyst);
    const listed = await (await page.request.get("/api/shares?page_size=100")).json();
    expect(listed.items.map((l: { id: string }) => l.id)).not.toContain(admins.link.id);
    const refused = await page.request.post(`/api/shares/${admins.link.id}/revoke`);
    expect(refused.status()).toBe(404);
    const analystsLabel = `analyst's link ${Date.now()}`;
    const analysts = await share(page, {
      kind: "cdd_report",
      targetId: cddId,
      label: analystsLabel,
    });

    await switchUser(page, e2e.admin);
    await page.goto("/settings/shares?state=active");
    await expect(page.getByRole("row").filter({ hasText: analystsLabel })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Shared by" })).toBeVisible();
    await expectAccessible(page);
    const revoked = await page.request.post(`/api/shares/${analysts.link.id}/revoke`);
    expect(revoked.status()).toBe(200);
    expect((await page.request.post(`/api/shares/${analysts.link.id}/revoke`)).status()).toBe(409);
  });

  test("a report that is not there cannot be shared, and the expiry is bounded", async ({
    page,
  }) => {
    await signIn(page, e2e.analyst);
    const seed = await sandbox<Seed>("/_sandbox/seed");
    const customer = seed.customers.find((c) => c.api_key === e2e.apiKey)!;
    const structured = customer.flows.find((f) => f.kind === "structured")!;
    const noReport = customer.flow_runs.find(
      (r) => r.flow_id === structured.id && r.status === "COMPLETED",
    );
    expect(noReport, "a seeded COMPLETED run of a flow without a report").toBeDefined();
    const response = await page.request.post("/api/shares", {
      data: { kind: "flow_run_report", targetId: noReport!.id },
    });
    expect(response.status()).toBe(409);
    expect((await response.json()).error.code).toBe("REPORT_NOT_AVAILABLE");
    const tooLong = await page.request.post("/api/shares", {
      data: { kind: "cdd_report", targetId: "x", expiresIn: "90d" },
    });
    expect(tooLong.status()).toBe(422);
  });

  test("share pages are rate limited per address with a 429 page", async () => {
    const anon = await anonymous();
    try {
      const headers = { "x-forwarded-for": "203.0.113.77" };
      let last = await anon.get(`/share/${"C".repeat(43)}`, { headers });
      for (let i = 0; i < 70 && last.status() !== 429; i += 1) {
        last = await anon.get(`/share/${"C".repeat(43)}`, { headers });
      }
      expect(last.status()).toBe(429);
      expect(Number(last.headers()["retry-after"])).toBeGreaterThan(0);
      expect(last.headers()["content-security-policy"]).toContain("default-src 'none'");
      expect(await last.text()).toContain("Too many requests");
      // The limit is keyed on the socket address (no trusted proxy is configured): a client that
      // writes another X-Forwarded-For does not get a fresh allowance.
      const spoofed = await anon.get(`/share/${"C".repeat(43)}`, {
        headers: { "x-forwarded-for": "203.0.113.78" },
      });
      expect(spoofed.status()).toBe(429);
    } finally {
      await anon.dispose();
    }
  });
});
