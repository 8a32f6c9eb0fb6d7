import { describe, expect, it } from "vitest";
import { SizedLru } from "./sized-lru";

describe("SizedLru: rendered reports held within a bound", () => {
  it("gives back what it holds", () => {
    const cache = new SizedLru(100);
    cache.set("a", "alpha");
    expect(cache.get("a")).toBe("alpha");
    expect(cache.get("b")).toBeUndefined();
  });

  it("never holds more than its bound, keys included", () => {
    const cache = new SizedLru(30);
    for (let index = 0; index < 10; index += 1) {
      cache.set(`k${index}`, "x".repeat(8)); // 10 each
      expect(cache.size).toBeLessThanOrEqual(30);
    }
    expect(cache.size).toBe(30);
  });

  it("drops the least recently used first; reading an entry makes it recent", () => {
    const cache = new SizedLru(30);
    cache.set("k1", "x".repeat(8));
    cache.set("k2", "x".repeat(8));
    cache.set("k3", "x".repeat(8));
    expect(cache.get("k1")).toBeDefined();
    cache.set("k4", "x".repeat(8));
    expect(cache.get("k2")).toBeUndefined();
    expect(cache.get("k1")).toBeDefined();
    expect(cache.get("k3")).toBeDefined();
    expect(cache.get("k4")).toBeDefined();
  });

  it("drops as many as needed to fit a large entry", () => {
    const cache = new SizedLru(30);
    cache.set("k1", "x".repeat(8));
    cache.set("k2", "x".repeat(8));
    cache.set("k3", "x".repeat(8));
    cache.set("k4", "x".repeat(18));
    expect([cache.get("k1"), cache.get("k2"), cache.get("k3")]).toEqual([
      undefined,
      undefined,
      "x".repeat(8),
    ]);
    expect(cache.size).toBe(30);
  });

  it("does not keep a value longer than the whole bound, nor drop others for it", () => {
    const cache = new SizedLru(30);
    cache.set("k1", "x".repeat(8));
    cache.set("big", "x".repeat(40));
    expect(cache.get("big")).toBeUndefined();
    expect(cache.get("k1")).toBe("x".repeat(8));
  });

  it("replacing an entry counts only its new value", () => {
    const cache = new SizedLru(30);
    cache.set("k1", "x".repeat(8));
    cache.set("k1", "y".repeat(4));
    expect(cache.size).toBe(6);
    expect(cache.get("k1")).toBe("yyyy");
  });
});
