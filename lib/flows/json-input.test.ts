import { describe, expect, it } from "vitest";
import { parseJsonInput } from "./json-input";

describe("parseJsonInput", () => {
  it("accepts a JSON object", () => {
    expect(parseJsonInput('{ "a": [1, "two"] }')).toEqual({ ok: true, value: { a: [1, "two"] } });
  });

  it("says what is wrong with anything else", () => {
    expect(parseJsonInput("")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/JSON object/),
    });
    expect(parseJsonInput('{ "a": ')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Not valid JSON/),
    });
    expect(parseJsonInput("[1, 2]")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not a list/),
    });
    expect(parseJsonInput("null")).toMatchObject({ ok: false });
  });
});
