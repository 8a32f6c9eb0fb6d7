import { describe, expect, it } from "vitest";
import { apiKeyBodySchema } from "./key-schemas";

const valid = { environment: "production", apiKey: "live-key-1234" };

describe("apiKeyBodySchema", () => {
  it("accepts an http(s) address and trims its trailing slash", () => {
    expect(apiKeyBodySchema.parse({ ...valid, baseUrl: "https://api.example.com/" }).baseUrl).toBe(
      "https://api.example.com",
    );
    expect(apiKeyBodySchema.parse({ ...valid, baseUrl: "" }).baseUrl).toBeUndefined();
  });

  it.each(["ftp://x.example", "https://user:pw@x.example", "https://x.example/?a=1", "not a url"])(
    "refuses %s as the address the key is sent to",
    (baseUrl) => {
      expect(apiKeyBodySchema.safeParse({ ...valid, baseUrl }).success).toBe(false);
    },
  );

  it("refuses a key with spaces", () => {
    expect(apiKeyBodySchema.safeParse({ ...valid, apiKey: "two words" }).success).toBe(false);
  });
});
