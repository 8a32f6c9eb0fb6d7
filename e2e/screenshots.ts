import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { e2e } from "./env";

/**
 * Captures the README's screenshots from a running e2e stack (console + sandbox on the e2e
 * ports): `node_modules/.bin/tsx e2e/screenshots.ts [path ...]`. Not a test.
 */
const pages: [name: string, path: string][] = [
  ["login", "/login"],
  ["overview", "/"],
  ["runs", "/runs"],
  ["run", "run"],
  ["cdd", "/cdd"],
  ["screening-hits", "/screening/hits"],
  ["monitoring-alerts", "/monitoring/alerts"],
  ["webhooks", "/settings/webhooks"],
];

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  mkdirSync("docs/screenshots", { recursive: true });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const page = await browser.newPage({
    viewport: { width: 1360, height: 860 },
    baseURL: e2e.baseURL,
  });
  await page.goto("/login");
  await page.screenshot({ path: "docs/screenshots/login.png" });
  await page.getByLabel("E-mail").fill(e2e.admin.email);
  await page.getByLabel("Password").fill(e2e.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  for (const [name, path] of pages) {
    if (name === "login" || (only.length > 0 && !only.includes(path))) continue;
    // "run": the newest completed report run of the index.
    const target =
      path === "run"
        ? `/runs/${((await (await page.request.get("/api/runs?status=COMPLETED&page_size=1")).json()) as { items: { id: string }[] }).items[0].id}`
        : path;
    await page.goto(target);
    await page.waitForLoadState("load");
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `docs/screenshots/${name}.png` });
  }
  await browser.close();
}

void main();
