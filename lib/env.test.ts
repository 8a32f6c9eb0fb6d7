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
});
