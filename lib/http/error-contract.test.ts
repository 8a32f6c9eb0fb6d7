import { describe, expect, it } from "vitest";
import { readErrorEnvelope } from "./error-contract";

describe("readErrorEnvelope", () => {
  it("reads the envelope with its field details", () => {
    expect(
      readErrorEnvelope({
        error: {
          code: "VALIDATION_ERROR",
          message: "Some fields are not valid.",
          details: [
            { path: "name", message: "Required", code: "too_small" },
            { field: "email", message: "Not an email" },
          ],
        },
      }),
    ).toEqual({
      code: "VALIDATION_ERROR",
      message: "Some fields are not valid.",
      details: [
        { path: "name", message: "Required", code: "too_small" },
        { field: "email", message: "Not an email" },
      ],
    });
  });

  it("keeps only the contract's keys", () => {
    expect(
      readErrorEnvelope({
        error: { code: "X", message: "m", stack: "at …", details: [{ message: "d", extra: 1 }] },
        debug: true,
      }),
    ).toEqual({ code: "X", message: "m", details: [{ message: "d" }] });
  });

  it.each([
    ["no body", undefined],
    ["a proxy's HTML page", "<html>Bad gateway</html>"],
    ["an array", [{ error: { code: "X", message: "m" } }]],
    ["no error object", { code: "X", message: "m" }],
    ["an empty code", { error: { code: "", message: "m" } }],
    ["a code over 100 characters", { error: { code: "C".repeat(101), message: "m" } }],
    ["a message that is not text", { error: { code: "X", message: 5 } }],
    ["a message over 4,000 characters", { error: { code: "X", message: "m".repeat(4001) } }],
    ["details that are not a list", { error: { code: "X", message: "m", details: {} } }],
    [
      "a detail without a message",
      { error: { code: "X", message: "m", details: [{ path: "a" }] } },
    ],
    [
      "a detail path that is not text",
      { error: { code: "X", message: "m", details: [{ path: 1, message: "d" }] } },
    ],
    [
      "over 100 details",
      { error: { code: "X", message: "m", details: Array(101).fill({ message: "d" }) } },
    ],
  ])("answers null for %s", (_case, body) => {
    expect(readErrorEnvelope(body)).toBeNull();
  });
});
