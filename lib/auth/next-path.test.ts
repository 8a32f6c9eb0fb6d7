import { describe, expect, it } from "vitest";
import { expiredSignInPath } from "./next-path";

describe("re-sign-in path", () => {
  it("comes back to the page the user was on, query included", () => {
    expect(expiredSignInPath("/runs?status=FAILED&page=2")).toBe(
      "/login?reason=expired&next=%2Fruns%3Fstatus%3DFAILED%26page%3D2",
    );
    expect(expiredSignInPath("/")).toBe("/login?reason=expired");
  });

  it("never sends the user off-site after signing in", () => {
    expect(expiredSignInPath("//evil.example/x")).toBe("/login?reason=expired");
    expect(expiredSignInPath("https://evil.example")).toBe("/login?reason=expired");
    expect(expiredSignInPath(null)).toBe("/login?reason=expired");
  });
});
