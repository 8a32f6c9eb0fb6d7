import { describe, expect, it } from "vitest";
import { z } from "zod";
import { codeFromStatus, invalidResponseError, upstreamErrorFromResponse } from "./errors";

const normalise = (status: number, body: unknown) =>
  upstreamErrorFromResponse(status, typeof body === "string" ? body : JSON.stringify(body));

describe("upstreamErrorFromResponse", () => {
  it("keeps code, message and field details of the flow shape", () => {
    const error = normalise(400, {
      code: "VALIDATION_ERROR",
      message: "Input does not match the flow's schema",
      details: [{ field: "/company_name", message: "is required" }],
    });
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Input does not match the flow's schema",
      details: [{ path: "/company_name", message: "is required" }],
      origin: "upstream",
    });
  });

  it.each([
    [404, "FLOW_NOT_FOUND"],
    [404, "RUN_NOT_FOUND"],
    [404, "OUTPUT_NOT_AVAILABLE"],
    [413, "OUTPUT_TOO_LARGE"],
    [409, "NO_ACTIVE_VERSION"],
    [401, "UNAUTHORIZED"],
  ])("lets the known code %s %s survive", (status, code) => {
    const error = normalise(status, { code, message: "upstream says so" });
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.message).toBe("upstream says so");
  });

  it("joins the path arrays of the `errors` shape and calls it a validation error", () => {
    const error = normalise(400, {
      errors: [
        { path: ["contact_person", "email"], message: "Invalid email", code: "invalid_string" },
        { path: ["country_code"], message: "Required", code: "invalid_type" },
      ],
    });
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toBe("Invalid email");
    expect(error.details).toEqual([
      { path: "contact_person.email", message: "Invalid email", code: "invalid_string" },
      { path: "country_code", message: "Required", code: "invalid_type" },
    ]);
  });

  it("derives a code from the status for `{ error }` and keeps the message verbatim", () => {
    const text = "page_size must be a positive integer between 1 and 100";
    expect(normalise(400, { error: text })).toMatchObject({ code: "BAD_REQUEST", message: text });
    expect(normalise(409, { error: "Idempotency key reused with another payload" })).toMatchObject({
      status: 409,
      code: "CONFLICT",
      message: "Idempotency key reused with another payload",
    });
    expect(normalise(500, { error: "boom", items: [], next_token: null })).toMatchObject({
      status: 500,
      code: "UPSTREAM_ERROR",
      message: "boom",
    });
  });

  it("reads the CDD `{ message, error?, errors? }` shape and names the case messages", () => {
    expect(normalise(404, { message: "Case not found" })).toMatchObject({
      status: 404,
      code: "CASE_NOT_FOUND",
      message: "Case not found",
    });
    expect(normalise(400, { message: "Invalid case ID format", error: "Bad Request" }).code).toBe(
      "INVALID_CASE_ID",
    );
    const notCompleted = normalise(409, { message: "Case is not completed", errors: [] });
    expect(notCompleted.code).toBe("CASE_NOT_COMPLETED");
    expect(notCompleted.details).toBeUndefined();
  });

  it.each([
    [400, "BAD_REQUEST"],
    [401, "UNAUTHORIZED"],
    [404, "NOT_FOUND"],
    [409, "CONFLICT"],
    [413, "PAYLOAD_TOO_LARGE"],
    [415, "UNSUPPORTED_MEDIA_TYPE"],
    [500, "UPSTREAM_ERROR"],
    [503, "UPSTREAM_ERROR"],
  ])("maps a bare %i to %s", (status, code) => {
    expect(codeFromStatus(status)).toBe(code);
    expect(upstreamErrorFromResponse(status, "").code).toBe(code);
  });

  it("does not show a proxy's HTML page but keeps its start for diagnosis", () => {
    const html = `<html><body>${"x".repeat(5000)}</body></html>`;
    const error = upstreamErrorFromResponse(502, html);
    expect(error.code).toBe("UPSTREAM_ERROR");
    expect(error.message).toBe("The compliance service answered with status 502");
    expect(error.rawBody?.startsWith("<html>")).toBe(true);
    expect(error.rawBody!.length).toBeLessThan(2100);
  });

  it("serialises to the console's error contract without the raw body", () => {
    const error = normalise(404, { error: "Webhook not found" });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      code: "NOT_FOUND",
      message: "Webhook not found",
    });
  });
});

describe("invalidResponseError", () => {
  it("lists the failing paths of the schema", () => {
    const result = z.object({ id: z.string(), items: z.array(z.number()) }).safeParse({
      items: [1, "two"],
    });
    const error = invalidResponseError(result.error!);
    expect(error).toMatchObject({
      status: 502,
      code: "UPSTREAM_INVALID_RESPONSE",
      origin: "console",
    });
    expect(error.details?.map((detail) => detail.path)).toEqual(["id", "items.1"]);
  });
});
