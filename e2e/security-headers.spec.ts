import { e2e } from "./env";
import { expect, signIn, test } from "./fixtures";

test.describe("browser-facing hardening", () => {
  test("pages carry a nonce-based CSP without inline script, frame-ancestors 'none' and nosniff", async ({
    page,
  }) => {
    const response = await page.goto("/login");
    const headers = response!.headers();
    const csp = headers["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("each page view gets its own nonce and the app still runs under it", async ({ page }) => {
    const first = (await page.goto("/login"))!.headers()["content-security-policy"];
    const second = (await page.goto("/login"))!.headers()["content-security-policy"];
    expect(first).not.toEqual(second);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    await signIn(page, e2e.admin);
    expect(violations).toEqual([]);
  });

  test("API responses carry the headers too", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const health = await response.json();
    // Anonymous callers learn ready or not, nothing about the store, the upstream or the key.
    expect(health).toEqual({ ok: true });
  });
});
