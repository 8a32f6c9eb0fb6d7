import { describe, expect, it } from "vitest";
import { SecretCache } from "./secret-cache";

/** A store of secrets whose reads are counted: decrypting reads and version-only reads apart. */
function fakeStore() {
  const secrets = new Map<string, { secret: string; version: string }>();
  const reads = { full: 0, version: 0 };
  return {
    secrets,
    reads,
    source: {
      read: async (id: string) => {
        reads.full += 1;
        return secrets.get(id);
      },
      version: async (id: string) => {
        reads.version += 1;
        return secrets.get(id)?.version;
      },
    },
  };
}

describe("the receiver's secret cache", () => {
  it("decrypts a secret once and trusts it for a second, then only checks its version", async () => {
    const store = fakeStore();
    store.secrets.set("wh-1", { secret: "s1", version: "v1" });
    let now = 0;
    const cache = new SecretCache(store.source, 1_000, () => now);
    expect(await cache.find("wh-1")).toBe("s1");
    expect(await cache.find("wh-1")).toBe("s1");
    expect(store.reads).toEqual({ full: 1, version: 0 });
    now = 1_000;
    expect(await cache.find("wh-1")).toBe("s1");
    expect(store.reads).toEqual({ full: 1, version: 1 });
  });

  it("sees a rotation made elsewhere once the second is up, and a deletion", async () => {
    const store = fakeStore();
    store.secrets.set("wh-1", { secret: "old", version: "v1" });
    let now = 0;
    const cache = new SecretCache(store.source, 1_000, () => now);
    await cache.find("wh-1");
    store.secrets.set("wh-1", { secret: "new", version: "v2" });
    now = 1_500;
    expect(await cache.find("wh-1")).toBe("new");
    store.secrets.delete("wh-1");
    now = 3_000;
    expect(await cache.find("wh-1")).toBeUndefined();
  });

  it("reads afresh when asked (a failed verification), and after forget", async () => {
    const store = fakeStore();
    store.secrets.set("wh-1", { secret: "old", version: "v1" });
    const cache = new SecretCache(store.source, 60_000, () => 0);
    await cache.find("wh-1");
    store.secrets.set("wh-1", { secret: "new", version: "v2" });
    expect(await cache.find("wh-1")).toBe("old");
    expect(await cache.find("wh-1", { fresh: true })).toBe("new");
    store.secrets.set("wh-1", { secret: "newer", version: "v3" });
    cache.forget("wh-1");
    expect(await cache.find("wh-1")).toBe("newer");
  });

  it("keeps nothing for unknown webhooks and shares one read among concurrent deliveries", async () => {
    const store = fakeStore();
    store.secrets.set("wh-1", { secret: "s1", version: "v1" });
    const cache = new SecretCache(store.source, 1_000, () => 0);
    const found = await Promise.all(Array.from({ length: 20 }, () => cache.find("wh-1")));
    expect(new Set(found)).toEqual(new Set(["s1"]));
    expect(store.reads.full).toBe(1);
    expect(await cache.find("wh-x")).toBeUndefined();
    expect(await cache.find("wh-x")).toBeUndefined();
    expect(store.reads.full).toBe(3);
  });
});
