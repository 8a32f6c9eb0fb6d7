import { describe, expect, it } from "vitest";
import { cookieValue } from "./cookies";

describe("cookieValue", () => {
  it("finds the named cookie among others, decoded", () => {
    const header = "theme=dark; next-auth.session-token=abc.def%3D; other=1";
    expect(cookieValue(header, "next-auth.session-token")).toBe("abc.def=");
    expect(cookieValue(header, "theme")).toBe("dark");
  });

  it("matches the whole name only, and answers undefined when absent", () => {
    expect(cookieValue("xnext-auth.session-token=1", "next-auth.session-token")).toBeUndefined();
    expect(cookieValue("", "a")).toBeUndefined();
    expect(cookieValue(undefined, "a")).toBeUndefined();
  });

  it("takes the later of two pairs of one name, as Next does, and skips an undecodable one", () => {
    expect(cookieValue("a=1; a=2", "a")).toBe("2");
    expect(cookieValue("a=1; a=%E0%A4%A", "a")).toBe("1");
    // A bare name is "true" to Next: a session cookie followed by one fails the same way on both.
    expect(cookieValue("a=1; a", "a")).toBe("true");
  });
});
