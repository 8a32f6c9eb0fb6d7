import { describe, expect, it } from "vitest";
import { PushHealth } from "./push-health";

describe("push health", () => {
  it("is healthy only while connected and deliveries keep arriving", () => {
    let now = 0;
    const pushes = new PushHealth(60_000, () => now);
    expect(pushes.healthy).toBe(false);
    pushes.deliveryVerified();
    expect(pushes.deliveriesArriving).toBe(true);
    expect(pushes.healthy).toBe(false); // not known to be connected yet
    pushes.setConnected(true);
    expect(pushes.healthy).toBe(true);
    now = 60_000;
    expect(pushes.healthy).toBe(true);
    now = 60_001;
    expect(pushes.healthy).toBe(false); // quiet for longer than allowed
    pushes.deliveryVerified();
    expect(pushes.healthy).toBe(true);
    pushes.setConnected(false);
    expect(pushes.healthy).toBe(false);
  });
});
