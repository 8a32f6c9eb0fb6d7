import { listApiRoutes } from "./api-routes";
import { e2e } from "./env";
import { expect, signIn, test } from "./fixtures";

const routes = listApiRoutes();
const guarded = routes.filter((route) => route.access !== "public");
const adminOnly = routes.filter((route) => route.access === "admin");

test.describe("every console API route checks session and role itself", () => {
  test("the walk covers the BFF and the console's own routes", () => {
    expect(guarded.length).toBeGreaterThan(20);
    expect(adminOnly.map((r) => r.path)).toEqual(expect.arrayContaining(["/api/webhooks"]));
  });

  test("anonymous requests get 401 in the error contract", async ({ request }) => {
    for (const route of guarded) {
      const response = await request.fetch(route.path, {
        method: route.method,
        data: route.method === "GET" ? undefined : {},
      });
      expect(response.status(), `${route.method} ${route.path}`).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: "UNAUTHENTICATED", message: expect.any(String) },
      });
    }
  });

  test("a forged session cookie or an x-middleware-subrequest header gets no further", async ({
    request,
  }) => {
    for (const route of guarded) {
      const forged = await request.fetch(route.path, {
        method: route.method,
        headers: {
          cookie:
            "next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.forged.token.value",
        },
      });
      expect(forged.status(), `forged cookie: ${route.method} ${route.path}`).toBe(401);
      const subrequest = await request.fetch(route.path, {
        method: route.method,
        headers: { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" },
      });
      expect(subrequest.status(), `x-middleware-subrequest: ${route.method} ${route.path}`).toBe(
        401,
      );
    }
  });

  test("an analyst gets 403 on every admin route", async ({ page }) => {
    await signIn(page, e2e.analyst);
    for (const route of adminOnly) {
      const response = await page.request.fetch(route.path, {
        method: route.method,
        data: route.method === "GET" ? undefined : {},
      });
      expect(response.status(), `${route.method} ${route.path}`).toBe(403);
      expect((await response.json()).error.code).toBe("FORBIDDEN");
    }
  });
});

test.describe("the console API's own error contract", () => {
  test("unknown API routes, malformed and oversized bodies never give a stack trace", async ({
    page,
  }) => {
    await signIn(page, e2e.admin);
    const unknown = await page.request.get("/api/does-not-exist");
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: "NOT_FOUND", message: expect.any(String) },
    });

    const malformed = await page.request.post("/api/webhooks", {
      headers: { "content-type": "application/json" },
      data: Buffer.from("{not json"),
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).error.code).toBe("INVALID_JSON");

    const oversized = await page.request.post("/api/webhooks", {
      headers: { "content-type": "application/json" },
      data: JSON.stringify({ webhook_url: "https://x.example", pad: "x".repeat(1_100_000) }),
    });
    expect(oversized.status()).toBe(413);
    expect((await oversized.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  test("a cross-site state change is refused even with a valid session", async ({ page }) => {
    await signIn(page, e2e.admin);
    const response = await page.request.post("/api/session/revoke", {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).error.code).toBe("CROSS_SITE_REQUEST");
  });
});
