import type { APIRequestContext, Page } from "@playwright/test";
import { e2e } from "./env";
import { expect, expectAccessible, sandbox, signIn, test } from "./fixtures";

/** CDD list, case page, documents, registry pull, risk checks and report. */

interface CaseJson {
  id: string;
  state: string;
  documents?: unknown[];
}

interface Seed {
  customers: { id: string; cdds: { id: string; state: string; country_code: string | null }[] }[];
}

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

const MIB = 1024 * 1024;
const pdfBytes = () =>
  Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");

async function createCase(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post("/api/cdds", { data: body });
  expect(response.status()).toBe(200);
  return (await response.json()) as CaseJson;
}

async function waitForState(request: APIRequestContext, id: string, state: string) {
  await expect
    .poll(async () => ((await (await request.get(`/api/cdds/${id}`)).json()) as CaseJson).state, {
      timeout: 30_000,
    })
    .toBe(state);
}

async function seededCase(state: string, country?: string): Promise<string> {
  const seed = await sandbox<Seed>("/_sandbox/seed");
  const northwind = seed.customers.find((customer) => customer.id === "northwind");
  const found = northwind?.cdds.find(
    (cdd) => cdd.state === state && (country === undefined || cdd.country_code === country),
  );
  if (!found) throw new Error(`no seeded ${state} case ${country ?? ""}`);
  return found.id;
}

async function chooseFiles(page: Page, files: { name: string; buffer: Buffer }[]) {
  await page
    .getByLabel("Choose PDF files")
    .setInputFiles(files.map((file) => ({ ...file, mimeType: "application/pdf" })));
}

test.describe("CDD cases", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, e2e.analyst);
  });

  test("the list finds cases by external ID or dates, and states change live", async ({ page }) => {
    const externalId = unique("LIST");
    const legalName = unique("Listed Review GmbH");
    await createCase(page.request, {
      legal_name: legalName,
      country_code: "DE",
      external_id: externalId,
    });
    await page.goto(`/cdd?external_id=${externalId}`);
    await expect(page.getByText("1 case match")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: legalName });
    await expect(row.getByRole("link", { name: legalName })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "External ID" })).toHaveValue(externalId);
    await expectAccessible(page);
    // Created moments ago; the list polls while a listed case is still moving.
    await expect(row.getByText("Completed")).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText("REVIEW").first()).toBeVisible();
    await expect(row.getByText("Ownership and control")).toBeVisible();

    await page.getByLabel("Creation date").check();
    await page.getByLabel("Created from").fill("2030-01-02");
    await page.getByLabel("Created to").fill("2030-01-01");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("The start date must not be after the end date.")).toBeVisible();
    await page.getByLabel("Created from").fill("2000-01-01");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/from=2000-01-01&to=2030-01-01/);
    await expect(page).not.toHaveURL(/external_id/);
    await expect(page.getByText(/^\d+ cases match$/)).toBeVisible();
    await expect(page.getByRole("link", { name: legalName })).toBeVisible();
  });

  test("a case page shows the case and uploads a PDF with its progress", async ({ page }) => {
    const created = await createCase(page.request, { website: `${unique("upload")}.example` });
    await page.goto(`/cdd/${created.id}`);
    await expect(page.getByRole("heading", { name: "Input used" })).toBeVisible();
    await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Documents (0)" })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Document type", { exact: true }).selectOption("FINANCIAL_STATEMENTS");
    await chooseFiles(page, [{ name: "accounts-2025.pdf", buffer: pdfBytes() }]);
    await expect(page.getByText("Ready to upload")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Upload 1 file" }).click();
    await expect(page.getByText(/· Uploaded$/)).toBeVisible();
    await expect(
      page.getByRole("progressbar", { name: "Upload of accounts-2025.pdf" }),
    ).toHaveAttribute("value", "100");
    await expect(page.getByRole("heading", { name: "Documents (1)" })).toBeVisible();
    const documentRow = page.getByRole("row").filter({ hasText: "accounts-2025.pdf" });
    await expect(documentRow.getByText("Financial statements")).toBeVisible();

    // The download goes through the console (the upstream's URL needs the API key).
    const href = await documentRow.getByRole("link", { name: /Download/ }).getAttribute("href");
    expect(href).toMatch(/^\/api\/cdds\/.+\/documents\/.+\/file$/);
    const file = await page.request.get(href as string);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["content-disposition"]).toContain("attachment");
    expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("a renamed non-PDF and an oversized file are refused, the form left intact", async ({
    page,
  }) => {
    const created = await createCase(page.request, { website: `${unique("refuse")}.example` });
    await page.goto(`/cdd/${created.id}`);
    await page.getByLabel("Document type", { exact: true }).selectOption("SHAREHOLDER_LIST");
    await chooseFiles(page, [{ name: "holders.pdf", buffer: pdfBytes() }]);
    const queue = page.getByRole("list", { name: "Files to upload" });
    await expect(queue.getByText("holders.pdf", { exact: true })).toBeVisible();

    await chooseFiles(page, [{ name: "notes.pdf", buffer: Buffer.from("just some notes") }]);
    await expect(page.getByText("notes.pdf is not a PDF, whatever its name says")).toBeVisible();

    const big = Buffer.concat([pdfBytes(), Buffer.alloc(21 * MIB)]);
    await chooseFiles(page, [{ name: "big.pdf", buffer: big }]);
    await expect(
      page.getByText(/big\.pdf is 21 MiB; documents can be at most 20 MiB\./),
    ).toBeVisible();

    // Nothing chosen before was lost: the type, the queued file; the refused ones never queued.
    await expect(page.getByLabel("Document type", { exact: true })).toHaveValue("SHAREHOLDER_LIST");
    await expect(queue.getByRole("listitem")).toHaveCount(1);
    await expect(queue.getByLabel("Type of holders.pdf")).toHaveValue("SHAREHOLDER_LIST");

    // The server refuses the same on its own, whatever a client sends.
    const notPdf = await page.request.post(`/api/cdds/${created.id}/documents`, {
      multipart: {
        type: "SHAREHOLDER_LIST",
        file: { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("notes") },
      },
    });
    expect(notPdf.status()).toBe(422);
    expect((await notPdf.json()).error.code).toBe("NOT_A_PDF");
    const tooBig = await page.request.post(`/api/cdds/${created.id}/documents`, {
      multipart: {
        type: "SHAREHOLDER_LIST",
        file: { name: "big.pdf", mimeType: "application/pdf", buffer: big },
      },
    });
    expect(tooBig.status()).toBe(413);

    await page.getByRole("button", { name: "Upload 1 file" }).click();
    await expect(page.getByRole("heading", { name: "Documents (1)" })).toBeVisible();
  });

  test("risk checks: refused with the spec's words when the case is not completed", async ({
    page,
  }) => {
    // A FAILED case: the action is not offered, and the reason is given.
    await page.goto(`/cdd/${await seededCase("FAILED")}`);
    await expect(page.getByRole("button", { name: "Run risk checks" })).toBeDisabled();
    await expect(
      page.getByText("Risk checks can be run only on a completed case; this case is failed."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Run risk checks" })).toHaveCSS("opacity", "0.5");

    // A page showing COMPLETED while the case has moved on: the service's answer is shown.
    const created = await createCase(page.request, { website: `${unique("checks")}.example` });
    await waitForState(page.request, created.id, "COMPLETED");
    await page.goto(`/cdd/${created.id}`);
    await expect(page.getByRole("button", { name: "Run risk checks" })).toBeEnabled();
    await sandbox("/_sandbox/clock", { method: "POST", body: JSON.stringify({ pause: true }) });
    try {
      const behindTheBack = await page.request.post(`/api/cdds/${created.id}/run-checks`, {
        data: {},
      });
      expect(behindTheBack.status()).toBe(200);
      await page.getByRole("button", { name: "Run risk checks" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "Case is not completed" });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText("Risk checks can be run only on a completed case");
      await expect(page.getByText("Running checks", { exact: true })).toBeVisible();
    } finally {
      await sandbox("/_sandbox/clock", { method: "POST", body: JSON.stringify({ pause: false }) });
    }

    // Completed again: the checks run with another set, and the state follows live.
    await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel("Risk check set (optional)").fill("strict");
    await page.getByRole("button", { name: "Run risk checks" }).click();
    await expect(page.getByText("Checks triggered")).toBeVisible();
    await expect(page.getByText("Running checks", { exact: true })).toBeVisible();
    await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  });

  test("a wrong or unknown case ID is told in plain words", async ({ page }) => {
    // Both are a real 404 page (the server reads the case before it answers): a malformed id,
    // which the service refuses, names no case any more than an unknown one does.
    for (const id of ["not-a-case-id", "00000000-0000-4000-8000-000000000000"]) {
      const response = await page.goto(`/cdd/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByText("No case with this id")).toBeVisible();
    }
    await expectAccessible(page);
  });

  test("registry documents are pulled for a DE case and refused for FR", async ({ page }) => {
    await page.goto(`/cdd/${await seededCase("COMPLETED", "FR")}`);
    const pull = page.getByRole("button", { name: "Pull registry documents" });
    await expect(pull).toBeDisabled();
    await expect(page.getByText("this company's country is France (FR)")).toBeVisible();
    // It looks unavailable too, and says why to a screen reader.
    await expect(pull).toHaveCSS("opacity", "0.5");
    await expect(pull).toHaveAccessibleDescription(/only for companies in Germany/);

    const created = await createCase(page.request, {
      legal_name: unique("Registry Pull GmbH"),
      country_code: "DE",
    });
    await page.goto(`/cdd/${created.id}`);
    await expect(page.getByRole("heading", { name: "Documents (0)" })).toBeVisible();
    await page.getByRole("button", { name: "Pull registry documents" }).click();
    await expect(page.getByText("Registry documents requested")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Documents (3)" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole("cell", { name: "Registry excerpt" })).toBeVisible();
  });

  test("the report renders, downloads as Markdown and can be printed", async ({ page }) => {
    const legalName = unique("Report Rejected AG");
    const created = await createCase(page.request, { legal_name: legalName, country_code: "DE" });
    await waitForState(page.request, created.id, "COMPLETED");
    const upload = await page.request.post(`/api/cdds/${created.id}/documents`, {
      multipart: {
        type: "INCORPORATION",
        file: { name: "articles.pdf", mimeType: "application/pdf", buffer: pdfBytes() },
      },
    });
    expect(upload.status()).toBe(200);
    await page.goto(`/cdd/${created.id}`);
    await page.getByRole("link", { name: "Open report" }).click();
    await expect(page).toHaveURL(`/cdd/${created.id}/report`);
    await expect(
      page.getByRole("heading", { name: `Customer due diligence: ${legalName}` }),
    ).toBeVisible();
    await expect(page.getByRole("cell", { name: "Sanctions and PEP screening" })).toBeVisible();
    // The upstream's document URL needs the API key: the report links through the console.
    const documentLink = page.getByRole("link", { name: "articles.pdf" });
    await expect(documentLink).toHaveAttribute("href", /^\/api\/cdds\/.+\/documents\/.+\/file$/);
    const file = await page.request.get((await documentLink.getAttribute("href")) as string);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Share report" })).toBeVisible();
    await expectAccessible(page);

    const download = page.getByRole("link", { name: "Download .md" });
    const response = await page.request.get((await download.getAttribute("href")) as string);
    expect(response.headers()["content-type"]).toContain("text/markdown");
    expect(await response.text()).toContain(`# Customer due diligence: ${legalName}`);
  });
});
