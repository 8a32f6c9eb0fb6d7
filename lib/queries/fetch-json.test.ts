import { describe, expect, it } from "vitest";
import { toClientError } from "./fetch-json";

describe("toClientError", () => {
  it("keeps the envelope's code, message and field details", () => {
    const error = toClientError(
      413,
      {
        error: {
          code: "PAYLOAD_TOO_LARGE",
          message: "The file is larger than 10 MB.",
          details: [{ path: "file", message: "too large" }],
        },
      },
      "The upload failed",
    );
    expect(error).toMatchObject({
      status: 413,
      code: "PAYLOAD_TOO_LARGE",
      message: "The file is larger than 10 MB.",
      details: [{ path: "file", message: "too large" }],
    });
  });

  it("says the status when the body is not the envelope (a proxy's HTML page)", () => {
    const error = toClientError(502, "<html>Bad gateway</html>", "The request failed");
    expect(error).toMatchObject({ code: "HTTP_502", message: "The request failed (502)." });
    expect(error.details).toBeUndefined();
  });
});
