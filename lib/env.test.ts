import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("environment validation", () => {
  it("fills the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      SANDBOX_PORT: 4010,
      DATA_DIR: "./.data",
      UPLOAD_MAX_BYTES: 20 * 1024 * 1024,
    });
    expect(env.COMPLIANCE_API_URL).toBeUndefined();
  });

  it("treats empty values as unset and trims a trailing slash from URLs", () => {
    const env = parseEnv({ COMPLIANCE_API_URL: "https://api.example/v1/", ADMIN_EMAIL: "" });
    expect(env.COMPLIANCE_API_URL).toBe("https://api.example/v1");
    expect(env.ADMIN_EMAIL).toBeUndefined();
  });

  it("names every bad variable at once", () => {
    expect(() =>
      parseEnv({
        PORT: "http",
        COMPLIANCE_API_URL: "ftp://x",
        ADMIN_PASSWORD: "short",
        CONSOLE_ENCRYPTION_KEY: "abc",
      }),
    ).toThrow(/PORT[\s\S]*COMPLIANCE_API_URL[\s\S]*ADMIN_PASSWORD[\s\S]*CONSOLE_ENCRYPTION_KEY/);
  });

  it("takes the idempotency header's name, refusing one that is not a header or is the console's own", () => {
    expect(parseEnv({}).COMPLIANCE_IDEMPOTENCY_HEADER).toBe("Idempotency-Key");
    expect(
      parseEnv({ COMPLIANCE_IDEMPOTENCY_HEADER: "X-Idempotency-Key" })
        .COMPLIANCE_IDEMPOTENCY_HEADER,
    ).toBe("X-Idempotency-Key");
    expect(() => parseEnv({ COMPLIANCE_IDEMPOTENCY_HEADER: "Bad Header" })).toThrow(
      /COMPLIANCE_IDEMPOTENCY_HEADER/,
    );
    expect(() => parseEnv({ COMPLIANCE_IDEMPOTENCY_HEADER: "x-api-key" })).toThrow(
      /COMPLIANCE_IDEMPOTENCY_HEADER/,
    );
  });

  it("accepts trusted proxies as addresses and ranges, and refuses junk or both ways at once", () => {
    expect(parseEnv({ TRUSTED_PROXIES: "10.0.0.0/8, 192.0.2.1,::1" }).TRUSTED_PROXIES).toEqual([
      "10.0.0.0/8",
      "192.0.2.1",
      "::1",
    ]);
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(() => parseEnv({ TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ TRUSTED_PROXIES: "proxy.local" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ TRUSTED_PROXIES: "10.0.0.1", TRUSTED_PROXY_HOPS: "1" })).toThrow(
      /set one of them, not both/,
    );
  });

  it("requires shared secrets from the environment with a shared PostgreSQL store", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://u@h/db" })).toThrow(
      /AUTH_SECRET: required with DATABASE_URL[\s\S]*CONSOLE_ENCRYPTION_KEY: required/,
    );
    const key = Buffer.alloc(32, 1).toString("base64");
    const env = parseEnv({
      DATABASE_URL: "postgres://u@h/db",
      AUTH_SECRET: "s".repeat(32),
      CONSOLE_ENCRYPTION_KEY: key,
      DATABASE_POOL_SIZE: "4",
    });
    expect(env.DATABASE_POOL_SIZE).toBe(4);
  });
});
