import { describe, expect, it } from "vitest";
import { isCrossSite } from "./same-origin";

function request(method: string, headers: Record<string, string>): Request {
  return new Request("http://localhost:3000/api/webhooks", { method, headers });
}

describe("cross-site refusal of state changes", () => {
  it("lets reads through whatever their origin", () => {
    expect(
      isCrossSite(
        request("GET", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
      ),
    ).toBe(false);
  });

  it("refuses a write a browser marks cross-site or same-site", () => {
    expect(isCrossSite(request("POST", { "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSite(request("POST", { "sec-fetch-site": "same-site" }))).toBe(true);
  });

  it("refuses a write from another origin, or an opaque one", () => {
    expect(
      isCrossSite(request("DELETE", { origin: "https://evil.example", host: "localhost:3000" })),
    ).toBe(true);
    expect(isCrossSite(request("POST", { origin: "null", host: "localhost:3000" }))).toBe(true);
  });

  it("accepts a same-origin write from the browser", () => {
    expect(
      isCrossSite(
        request("PATCH", {
          origin: "http://localhost:3000",
          host: "localhost:3000",
          "sec-fetch-site": "same-origin",
        }),
      ),
    ).toBe(false);
  });

  it("accepts a write without browser headers (curl, server to server)", () => {
    expect(isCrossSite(request("POST", {}))).toBe(false);
  });
});
