import { describe, expect, it } from "vitest";
import { requestAddress } from "./rate-limit";

describe("requestAddress", () => {
  it("takes the last X-Forwarded-For hop, the one the server side appended", () => {
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 10.0.0.1" });
    expect(requestAddress(headers)).toBe("10.0.0.1");
  });

  it("ignores a client-written X-Real-IP: one shared bucket when the hook set nothing", () => {
    expect(requestAddress(new Headers({ "x-real-ip": "10.0.0.2" }))).toBe("unknown");
    expect(requestAddress(new Headers())).toBe("unknown");
  });
});
