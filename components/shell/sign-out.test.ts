import { afterEach, describe, expect, it, vi } from "vitest";
import { signOut } from "./sign-out";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("signOut", () => {
  it("posts next-auth's CSRF token to its sign-out endpoint, then goes where it answers", async () => {
    const requests: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
      requests.push({ url, init });
      return url === "/api/auth/csrf"
        ? Response.json({ csrfToken: "token-1" })
        : Response.json({ url: "http://console.test/login" });
    });
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { assign } });

    await signOut();

    expect(requests.map((request) => request.url)).toEqual(["/api/auth/csrf", "/api/auth/signout"]);
    expect(requests[1].init?.method).toBe("POST");
    expect(Object.fromEntries(requests[1].init?.body as URLSearchParams)).toEqual({
      csrfToken: "token-1",
      callbackUrl: "/login",
      json: "true",
    });
    expect(assign).toHaveBeenCalledWith("http://console.test/login");
  });
});
