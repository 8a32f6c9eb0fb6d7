import { describe, expect, it } from "vitest";
import { LiveBus } from "./bus";
import { runStatus as run } from "./test-events";

describe("live bus", () => {
  it("gives events increasing ids and hands them to every subscriber", () => {
    const bus = new LiveBus(10, "boot");
    const seen: string[] = [];
    const stop = bus.subscribe((event) => seen.push(event.id));
    bus.publish("run.status", run("a"));
    bus.publish("run.status", run("b"));
    stop();
    bus.publish("run.status", run("c"));
    expect(seen).toEqual(["boot.1", "boot.2"]);
    expect(bus.lastId).toBe("boot.3");
  });

  it("replays what a client missed after its Last-Event-ID", () => {
    const bus = new LiveBus(10, "boot");
    for (const id of ["a", "b", "c"]) bus.publish("run.status", run(id));
    const replay = bus.since("boot.1");
    expect(replay.gap).toBe(false);
    expect(replay.events.map((event) => event.id)).toEqual(["boot.2", "boot.3"]);
    expect(bus.since("boot.3")).toEqual({ events: [], gap: false });
    expect(bus.since(null)).toEqual({ events: [], gap: false });
  });

  it("reports a gap when the ring buffer no longer holds the next event, or the id is foreign", () => {
    const bus = new LiveBus(3, "boot");
    for (const id of ["a", "b", "c", "d", "e"]) bus.publish("run.status", run(id));
    expect(bus.since("boot.1").gap).toBe(true);
    expect(bus.since("boot.2")).toMatchObject({ gap: false });
    expect(bus.since("boot.2").events.map((event) => event.seq)).toEqual([3, 4, 5]);
    expect(bus.since("other.2").gap).toBe(true);
    expect(bus.since("boot.99").gap).toBe(true);
    expect(bus.since("garbage").gap).toBe(true);
  });

  it("keeps delivering to other subscribers when one throws", () => {
    const bus = new LiveBus(10, "boot");
    const seen: string[] = [];
    bus.subscribe(() => {
      throw new Error("broken stream");
    });
    bus.subscribe((event) => seen.push(event.id));
    const original = console.error;
    console.error = () => undefined;
    try {
      bus.publish("run.status", run("a"));
    } finally {
      console.error = original;
    }
    expect(seen).toEqual(["boot.1"]);
  });
});
