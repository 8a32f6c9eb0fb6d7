import { describe, expect, it } from "vitest";
import { SHARE_EXPIRIES, shareExpiryMs } from "./expiry";
import { createShareBodySchema } from "./schemas";

describe("createShareBodySchema", () => {
  it("defaults to 7 days, drops an empty label, and shares neither e-mail nor documents", () => {
    const body = createShareBodySchema.parse({ kind: "cdd_report", targetId: "x", label: "  " });
    expect(body).toEqual({
      kind: "cdd_report",
      targetId: "x",
      expiresIn: "7d",
      showEmail: false,
      shareDocuments: false,
    });
  });

  it("refuses an expiry the console does not offer", () => {
    expect(
      createShareBodySchema.safeParse({ kind: "cdd_report", targetId: "x", expiresIn: "90d" })
        .success,
    ).toBe(false);
    expect(createShareBodySchema.safeParse({ kind: "other", targetId: "x" }).success).toBe(false);
  });
});

describe("share expiries", () => {
  it("offers 1 hour to 30 days, never more", () => {
    expect(SHARE_EXPIRIES.map((e) => e.value)).toEqual(["1h", "24h", "7d", "30d"]);
    expect(Math.max(...SHARE_EXPIRIES.map((e) => shareExpiryMs(e.value)))).toBe(30 * 86_400_000);
  });
});
