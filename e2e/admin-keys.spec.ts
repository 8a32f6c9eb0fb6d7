import path from "node:path";
import Database from "better-sqlite3";
import { e2e } from "./env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/**
 * The stored API key. The production environment is not the one in use in the e2e run (the
 * console talks to the sandbox), so keys stored for it change nothing for other specs; the
 * sandbox accepts two keys: the e2e key and demo-key-globex.
 */
const otherValidKey = "demo-key-globex";
const wrongKey = "wrong-key-e2e-7f3a9c";

test.describe("API key", () => {
  test("test, save, rotate and delete a key; it never appears in a response afterwards", async ({
    page,
  }) => {
    const seen: string[] = [];
    page.on("response", async (response) => {
      try {
        const body = await response.body();
        const headers = JSON.stringify(await response.allHeaders());
        for (const secret of [otherValidKey, wrongKey]) {
          if (body.includes(secret) || headers.includes(secret))
            seen.push(`${secret} in ${response.url()}`);
        }
      } catch {
        // Redirects and aborted requests have no body to read.
      }
    });
    await signIn(page, e2e.admin);
    await page.goto("/settings/keys");
    await expect(page.getByRole("heading", { level: 1, name: "API key" })).toBeVisible();
    await expect(page.getByText("the embedded sandbox's demo key")).toBeVisible();
    await expectAccessible(page);

    const production = page.getByRole("region", { name: "Production" });
    await production.getByLabel("Production service address").fill(e2e.sandboxURL);

    // A wrong key: "test connection" explains the 401 and nothing is stored.
    await production.getByLabel("Production API key").fill(wrongKey);
    await production.getByRole("button", { name: "Test connection" }).click();
    await expect(production.getByText("Connection failed")).toBeVisible();
    await expect(production.getByText(/refused this key \(401\)/)).toBeVisible();
    await production.getByRole("button", { name: "Save key" }).click();
    await expect(production.getByText("The key was not saved")).toBeVisible();
    await expect(production.getByText("No key is stored for this environment.")).toBeVisible();

    // A working key: tested, then stored; only its last four characters come back.
    await production.getByLabel("Production API key").fill(otherValidKey);
    await production.getByRole("button", { name: "Test connection" }).click();
    await expect(production.getByText("Connection works")).toBeVisible();
    await production.getByRole("button", { name: "Save key" }).click();
    await expect(production.getByText("Key saved")).toBeVisible();
    await expect(production.getByText("••••obex")).toBeVisible();
    await expect(production.getByLabel("New production API key")).toHaveValue("");
    await expectAccessible(page);

    // Stored encrypted: the plaintext is not in the row.
    const db = new Database(path.join(e2e.dataDir, "console.db"), { readonly: true });
    try {
      const row = db
        .prepare("SELECT * FROM api_credentials WHERE environment = 'production'")
        .get();
      expect(JSON.stringify(row)).not.toContain(otherValidKey);
      expect(row).toMatchObject({ last4: "obex", base_url: e2e.sandboxURL });
    } finally {
      db.close();
    }

    // Rotation: the new key is tested, then swapped.
    await production.getByLabel("New production API key").fill(wrongKey);
    await production.getByRole("button", { name: "Rotate key" }).click();
    await expect(production.getByText("The key was not saved")).toBeVisible();
    await expect(production.getByText("••••obex")).toBeVisible();
    await production.getByLabel("New production API key").fill(e2e.apiKey);
    await production.getByRole("button", { name: "Rotate key" }).click();
    await expect(production.getByText(`••••${e2e.apiKey.slice(-4)}`)).toBeVisible();
    await expect(production.getByText("Rotated")).toBeVisible();

    const overview = await page.request.get("/api/settings/keys");
    const text = await overview.text();
    expect(text).not.toContain(otherValidKey);
    expect(text).not.toContain(e2e.apiKey);
    expect(overview.headers()["cache-control"]).toContain("no-store");

    await production.getByRole("button", { name: "Delete stored key" }).click();
    await production.getByRole("button", { name: "Yes, delete the key" }).click();
    await expect(production.getByText("No key is stored for this environment.")).toBeVisible();

    const audit = async (action: string) =>
      (await (await page.request.get(`/api/audit?action=${action}&page_size=5`)).json()).items as {
        outcome: string;
        detail: Record<string, unknown>;
      }[];
    const set = await audit("api_key.set");
    expect(set.some((e) => e.outcome === "success" && e.detail.last4 === "obex")).toBe(true);
    expect(set.some((e) => e.outcome === "failure" && e.detail.error === "KEY_TEST_FAILED")).toBe(
      true,
    );
    expect((await audit("api_key.rotated"))[0]).toMatchObject({ outcome: "success" });
    expect((await audit("api_key.deleted"))[0]).toMatchObject({ outcome: "success" });
    const log = await (await page.request.get("/api/audit/export?action=api_key.set")).text();
    expect(log).not.toContain(otherValidKey);
    expect(log).not.toContain(wrongKey);

    expect(seen).toEqual([]);
  });

  test("a key stored for the environment in use takes over at once, and deleting it falls back", async ({
    page,
  }) => {
    await signIn(page, e2e.admin);
    // The same key the sandbox default gives, so other specs see no difference.
    const saved = await page.request.put("/api/settings/keys", {
      data: { environment: "sandbox", apiKey: e2e.apiKey },
    });
    expect(saved.status()).toBe(200);
    expect(await saved.json()).toMatchObject({ activeEnvironment: "sandbox", keySource: "stored" });
    expect((await page.request.get("/api/monitoring-alerts?page_size=1")).status()).toBe(200);

    const removed = await page.request.delete("/api/settings/keys/sandbox");
    expect(await removed.json()).toMatchObject({ keySource: "sandbox-default" });
    expect((await page.request.get("/api/monitoring-alerts?page_size=1")).status()).toBe(200);
  });
});
