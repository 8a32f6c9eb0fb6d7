import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { e2e } from "./env";
import { expect, signIn, test } from "./fixtures";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test.describe("the upstream API key never reaches a browser", () => {
  test("no file of the build's client output contains it", () => {
    // The scan means something only for a build made with the key in its environment.
    const marker = join(e2e.distDir, "e2e-build.json");
    expect(
      existsSync(marker),
      "build with `npm run build:e2e` (the e2e key in the environment) before this spec",
    ).toBe(true);
    const { apiKeySha256 } = JSON.parse(readFileSync(marker, "utf8")) as { apiKeySha256: string };
    expect(apiKeySha256).toBe(createHash("sha256").update(e2e.apiKey).digest("hex"));
    const files = filesUnder(`${e2e.distDir}/static`);
    expect(files.length).toBeGreaterThan(10);
    const leaking = files.filter((file) => readFileSync(file).includes(e2e.apiKey));
    expect(leaking).toEqual([]);
  });

  test("pages that use the upstream answer without it (each response is also watched)", async ({
    page,
  }) => {
    await signIn(page, e2e.admin);
    const health = await page.request.get("/api/health");
    expect(await health.text()).not.toContain(e2e.apiKey);
    const alerts = await page.request.get("/api/monitoring-alerts?page_size=5");
    expect(alerts.ok()).toBe(true);
    expect(await alerts.text()).not.toContain(e2e.apiKey);
  });
});
