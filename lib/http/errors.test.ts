import { describe, expect, it } from "vitest";
import { z } from "zod";
import { UpstreamError } from "@/lib/api/errors";
import { ERROR_STATUS, readErrorEnvelope } from "./error-contract";
import { ApiError, toErrorResponse } from "./errors";

async function body(response: Response) {
  return { status: response.status, json: await response.json() };
}

describe("the console's error contract", () => {
  it("keeps an ApiError's status, code and details", async () => {
    const result = await body(
      toErrorResponse(
        new ApiError(409, "ALREADY_REVOKED", "Already done.", [{ path: "x", message: "y" }]),
      ),
    );
    expect(result).toEqual({
      status: 409,
      json: {
        error: {
          code: "ALREADY_REVOKED",
          message: "Already done.",
          details: [{ path: "x", message: "y" }],
        },
      },
    });
  });

  it("maps an upstream validation failure (400) to 422 with its field details", async () => {
    const upstream = new UpstreamError({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Input does not match",
      details: [{ path: "/company_name", message: "is required" }],
    });
    const result = await body(toErrorResponse(upstream));
    expect(result.status).toBe(422);
    expect(result.json.error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ path: "/company_name" }],
    });
  });

  it("never answers the upstream's 401 as the user's 401: it is the console's key", async () => {
    const result = await body(
      toErrorResponse(new UpstreamError({ status: 401, code: "UNAUTHORIZED", message: "bad key" })),
    );
    expect(result.status).toBe(502);
    expect(result.json.error.code).toBe("UPSTREAM_UNAUTHORIZED");
    expect(result.json.error.message).toContain("Settings → API key");
  });

  it("keeps 404, 409 and 413 codes and turns upstream 5xx into 502, timeouts into 504", async () => {
    for (const [status, code, expected] of [
      [404, "RUN_NOT_FOUND", 404],
      [409, "NO_ACTIVE_VERSION", 409],
      [413, "OUTPUT_TOO_LARGE", 413],
      [503, "UPSTREAM_ERROR", 502],
      [504, "UPSTREAM_TIMEOUT", 504],
    ] as const) {
      const result = await body(toErrorResponse(new UpstreamError({ status, code, message: "m" })));
      expect([result.status, result.json.error.code]).toEqual([expected, code]);
    }
  });

  it("turns a zod failure into 422 with paths, and anything unknown into a 500 without details", async () => {
    const zodError = z.object({ a: z.string() }).safeParse({ a: 1 }).error;
    const invalid = await body(toErrorResponse(zodError));
    expect(invalid).toMatchObject({
      status: 422,
      json: { error: { code: "VALIDATION_ERROR", details: [{ path: "a" }] } },
    });
    const unknown = await body(toErrorResponse(new Error("secret stack detail")));
    expect(unknown).toEqual({
      status: 500,
      json: { error: { code: "INTERNAL_ERROR", message: expect.any(String) } },
    });
    expect(JSON.stringify(unknown)).not.toContain("secret stack detail");
  });

  it("answers every kind of failure in the one envelope the browser parses", async () => {
    const failures: unknown[] = [
      new ApiError(ERROR_STATUS.LAST_ADMIN, "LAST_ADMIN", "Keep one admin."),
      new UpstreamError({
        status: 400,
        code: "INPUT_INVALID",
        message: "No.",
        details: [{ path: "a", message: "b" }],
      }),
      new UpstreamError({ status: 401, code: "UNAUTHORIZED", message: "Bad key." }),
      new UpstreamError({ status: 504, code: "UPSTREAM_TIMEOUT", message: "Slow." }),
      z.object({ a: z.string() }).safeParse({}).error,
      new Error("boom"),
    ];
    for (const failure of failures) {
      const { json } = await body(toErrorResponse(failure));
      expect(readErrorEnvelope(json), JSON.stringify(json)).toEqual(json.error);
    }
  });
});
