import { describe, expect, it } from "vitest";
import { jsonAnswer } from "./json-answer";

describe("jsonAnswer", () => {
  it("answers JSON with its status and extra headers", async () => {
    const answer = jsonAnswer(
      { items: [1], note: "é" },
      { status: 202, headers: { "Cache-Control": "no-store" } },
    );
    expect(answer.status).toBe(202);
    expect(answer.headers.get("content-type")).toBe("application/json");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ items: [1], note: "é" });
  });

  it("lets a caller's Content-Type, in any case, replace the default instead of joining it", () => {
    const answer = jsonAnswer([], { headers: { "Content-Type": "application/problem+json" } });
    expect(answer.headers.get("content-type")).toBe("application/problem+json");
  });

  it("answers 200 by default and refuses a body that is not JSON, as Response.json does", () => {
    expect(jsonAnswer(null).status).toBe(200);
    expect(() => jsonAnswer(undefined)).toThrow(TypeError);
  });
});
